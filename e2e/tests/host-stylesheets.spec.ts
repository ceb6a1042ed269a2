import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { HOST_STYLESHEETS, hostStylesheet } from '../support/host-stylesheets.ts';

// Issue 28: the host page's CSS leaked into the widget (create-vite's `h1, h2 { color }` made the
// dark card's heading near-black). Without shadow DOM the widget must look the same on a page
// carrying any common stylesheet: its own colours, fonts and sizes, compared property by property
// with the same screen on the page without host CSS, and axe passes on the widget.

const MAIN = '/?products=oauth,otp,passwords&otp=sms,email';

/** The parts of each screen compared; each found by a selector inside the widget. */
const PARTS = {
  heading: '.foyer-heading',
  'social button': '.foyer-provider-button',
  'primary button': '.foyer-button[data-variant="primary"]',
  tab: '.foyer-tab',
  label: '.foyer-label',
  input: '.foyer-input',
  card: '.foyer-card',
  divider: '.foyer-divider',
};

const PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-bottom',
  'border-top-width',
  'border-top-color',
  'border-top-left-radius',
  'box-shadow',
  'width',
  'height',
];

type Look = Record<string, Record<string, string> | null>;

/** The computed styles of each part (the first match in the widget). */
function lookOf(page: Page): Promise<Look> {
  return page.evaluate(
    ([parts, properties]) => {
      const root = document.querySelector('.foyer-root');
      const look: Record<string, Record<string, string> | null> = {};
      for (const [name, selector] of Object.entries(parts)) {
        const element = root?.querySelector(selector);
        if (!element) {
          look[name] = null;
          continue;
        }
        const style = getComputedStyle(element);
        look[name] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
      }
      return look;
    },
    [PARTS, PROPERTIES] as const,
  );
}

async function openMain(page: Page, scheme: string, css: string | null) {
  await page.goto(`${MAIN}&scheme=${scheme}`);
  if (css) await page.addStyleTag({ content: css });
  await expect(page.getByRole('tab', { name: 'Text' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** The look once every part is on screen and two reads in a row agree (the phone field and the
 *  provider buttons arrive after the tabs; a busy machine shows the screen half-built). */
async function settledLookOf(page: Page): Promise<Look> {
  let previous = '';
  let look: Look = {};
  await expect
    .poll(async () => {
      look = await lookOf(page);
      const missing = Object.keys(look).filter((part) => look[part] === null);
      const current = JSON.stringify(look);
      const steady = current === previous;
      previous = current;
      return missing.length === 0 && steady ? 'settled' : `waiting for ${missing.join(', ') || 'a steady look'}`;
    })
    .toBe('settled');
  return look;
}

async function expectWidgetAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).include('.foyer-root').analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    screen,
  ).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const name of Object.keys(HOST_STYLESHEETS) as (keyof typeof HOST_STYLESHEETS)[]) {
    test(`keeps its look on a page with ${name} (${scheme})`, async ({ page }) => {
      await openMain(page, scheme, null);
      const plain = await settledLookOf(page);
      await openMain(page, scheme, hostStylesheet(name));
      expect(await settledLookOf(page)).toEqual(plain);
      await expectWidgetAccessible(page, `Main with ${name} (${scheme})`);

      // A second screen: the email tab's form.
      await page.getByRole('tab', { name: 'Email' }).click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await expectWidgetAccessible(page, `Main, email tab, with ${name} (${scheme})`);
    });
  }
}
