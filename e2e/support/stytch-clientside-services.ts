import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * A stand-in for Stytch's clientside-services frame (js.stytch.com, out of reach here), which its
 * prebuilt UI asks to parse and format phone numbers. Without an answer the UI waits 10 s per keystroke
 * before it uses the typed digits. The stand-in answers the two calls the b2c UI makes
 * (`parsedPhoneNumber`, `getExamplePhoneNumber`) with libphonenumber-js, the library Foyer's widget
 * uses too, and refuses any other call, so a UI that starts needing more fails loudly here.
 */
const FRAME_URL = 'https://js.stytch.com/clientside-services/index.html';
const LIBPHONENUMBER = fileURLToPath(
  new URL('../../node_modules/libphonenumber-js/bundle/libphonenumber-min.js', import.meta.url),
);

const FRAME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>clientside services stand-in</title>
<script>${readFileSync(LIBPHONENUMBER, 'utf8')}</script>
<script>
const handlers = {
  parsedPhoneNumber({ phoneNumber, regionCode }) {
    const parsed = libphonenumber.parsePhoneNumberFromString(phoneNumber, regionCode || 'US');
    if (!parsed) return { isValid: false, number: phoneNumber, national: phoneNumber };
    return { isValid: parsed.isValid(), number: parsed.number, national: parsed.formatNational() };
  },
  // The placeholder under the country picker: Stytch's own default for the US.
  getExamplePhoneNumber() {
    return { phoneNumber: '(201) 555-0123' };
  },
};
window.addEventListener('message', (event) => {
  const [port] = event.ports;
  const { method, args } = event.data ?? {};
  const handler = handlers[method];
  if (!port) return;
  if (!handler) {
    port.postMessage({ success: false, error: { name: 'StandInError', message: 'not served by the stand-in: ' + method } });
    return;
  }
  port.postMessage({ success: true, payload: handler(...(args ?? [])) });
});
</script></head><body></body></html>`;

/** Serves the stand-in frame to `page` (call before the UI loads). */
export async function serveStytchClientsideServices(page: Page): Promise<void> {
  await page.route(FRAME_URL, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: FRAME }));
}
