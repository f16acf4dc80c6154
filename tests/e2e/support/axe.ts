import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it is; returns the serious and critical findings. */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the debugging protocol, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per finding, for an assertion message a human can act on. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((f) => `${f.impact} ${f.id}: ${f.help} — ${f.targets.slice(0, 5).join(', ')}`).join('\n');
}

/**
 * The serious findings of a map screen, leaving out one thing: Leaflet's pins
 * of places close together overlap at zoom 10, so axe finds them too small as
 * targets — and WCAG 2.5.8's "equivalent" exception holds, every pin's place
 * being listed beside the map in full size. Axe names a pin by its title when
 * that is unique, so pins are told by their class in the page, not by the
 * selector's text.
 */
export async function seriousAxeViolationsBesidePins(page: Page): Promise<AxeFinding[]> {
  const isPin = (selector: string) => page.evaluate((s) => document.querySelector(s)?.classList.contains('leaflet-marker-icon') === true, selector);
  const findings: AxeFinding[] = [];
  for (const f of await seriousAxeViolations(page)) {
    const pins = await Promise.all(f.targets.map(isPin));
    if (!(f.id === 'target-size' && pins.every(Boolean))) findings.push(f);
  }
  return findings;
}
