import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe on the page as it is now (shadow roots included) and fails on any violation, naming
 * the screen so a report says which one. Call it on every screen a test reaches.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations, `axe violations on "${screen}":\n${describeViolations(violations)}`).toEqual([]);
}
