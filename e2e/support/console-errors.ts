import type { Page } from '@playwright/test';

/**
 * Collects what a visitor's developer console would show in red from now on: `console.error`
 * messages (failed requests such as a 404 favicon among them) and uncaught page errors.
 * @returns the live list, to assert on after the page has done its work.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
