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
