import { expect, requestLoginLink, test } from '../support/fixtures.ts';
import { newestMessageTo } from '../support/outbox.ts';

/** What the standalone bundle puts on `window` for pages without a module loader. */
interface FoyerGlobal {
  mountLogin(options: { elementId: string; client: unknown; config: Record<string, unknown> }): () => void;
}

test.describe('host page with the standalone bundle (embed.html)', () => {
  test('mounts the login widget, which sends a link', async ({ page, axe, email }) => {
    await page.goto('/embed.html');
    await axe('embed.html: main screen');
    await requestLoginLink(page, email);
    await newestMessageTo(page.request, email);
    await axe('embed.html: email confirmation');
  });

  test('mounting on a missing selector throws an error naming it', async ({ page }) => {
    await page.goto('/embed.html');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    const message = await page.evaluate(() => {
      try {
        const { Foyer } = window as unknown as { Foyer: FoyerGlobal };
        Foyer.mountLogin({ elementId: '#no-such-element', client: null, config: {} });
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    });
    expect(message).toContain('#no-such-element');
  });
});
