/**
 * axe-core in the browser suites: WCAG 2 A/AA violations of impact serious or critical on the page
 * as it is now. The site's CSP (script-src 'self') blocks an inline script tag; evaluating axe's
 * source through the DevTools protocol injects it without loosening the CSP under test.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeNode = { target: unknown[]; failureSummary?: string };
export type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

/** The serious and critical violations on the page now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script.
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations as AxeViolation[];
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation: its id (and with `detail` its impact and help) and the first three nodes' selectors. */
export function violationLines(violations: readonly AxeViolation[], detail = false): string[] {
  return violations.map(
    (v) =>
      `${detail ? `[${v.impact}] ` : ''}${v.id}: ${detail ? `${v.help} ` : ''}${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`,
  );
}

/** Fails the test, naming `where`, when axe finds a serious or critical violation. */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(violationLines(await axeViolations(page), true), `axe on ${where}`).toEqual([]);
}

/**
 * Waits until every finite animation of the page has finished (the page fade among them), also one
 * that started while the ones before ran, and two frames are drawn after the last: colour contrast
 * is then measured on the page as drawn. Looping animations (spinners, carousels) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState !== 'finished' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    for (let round = 0, left = running(); left.length > 0 && round < 20; round++, left = running()) {
      await Promise.all(left.map((a) => a.finished.catch(() => undefined)));
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}
