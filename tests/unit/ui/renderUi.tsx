import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach, expect } from 'vitest';
import { ToastProvider } from '../../../src/ui/ToastProvider';

/**
 * jsdom has no ResizeObserver; Headless UI calls it when a Combobox closes. Nothing
 * here depends on resize notifications (jsdom never resizes an element), so an
 * observer that never reports is the faithful stand-in for this environment.
 */
class SilentResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= SilentResizeObserver;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/** Renders inside what the app provides: Lingui (Albanian, from tests/unit/setup.ts) and the toast provider. */
export function renderUi(ui: ReactElement): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    ),
  });
}

/**
 * Runs axe-core on rendered DOM. jsdom has no layout, so colour contrast cannot
 * be judged here; 'region' is off because a component is tested outside a page.
 */
export async function expectNoAxeViolations(node: Element = document.body): Promise<void> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  const found = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  expect(found).toEqual([]);
}

/** Makes the jsdom window this wide and tells listeners, as a phone or desktop would. */
export function setWindowWidth(width: number): void {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}
