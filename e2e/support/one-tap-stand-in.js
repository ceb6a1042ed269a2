// A stand-in for Google's One Tap client script (https://accounts.google.com/gsi/client), served by
// the e2e identity provider. Same global API (google.accounts.id.initialize / prompt / renderButton /
// cancel, prompt moment notifications), as strict as Google about how it is called. A test steers
// it through window.__oneTapStandIn: { email, notDisplayedReason, aud, expiresIn, nonce }.
(() => {
  const origin = new URL(document.currentScript.src).origin;
  let config = null;
  let promptElement = null;

  const moment = (kind, reason) => ({
    isDisplayMoment: () => kind === 'displayed' || kind === 'notDisplayed',
    isDisplayed: () => kind === 'displayed',
    isNotDisplayed: () => kind === 'notDisplayed',
    getNotDisplayedReason: () => (kind === 'notDisplayed' ? reason : ''),
    isSkippedMoment: () => kind === 'skipped',
    getSkippedReason: () => (kind === 'skipped' ? reason : ''),
    isDismissedMoment: () => kind === 'dismissed',
    getDismissedReason: () => (kind === 'dismissed' ? reason : ''),
    getMomentType: () => kind,
  });

  function initialize(options) {
    if (!options || typeof options.client_id !== 'string' || !options.client_id) {
      throw new Error('[GSI stand-in] initialize() needs a client_id');
    }
    if (typeof options.callback !== 'function') throw new Error('[GSI stand-in] initialize() needs a callback');
    config = options;
  }

  function prompt(listener) {
    if (!config) throw new Error('[GSI stand-in] prompt() called before initialize()');
    const notify = (kind, reason) => listener?.(moment(kind, reason));
    const controls = window.__oneTapStandIn ?? {};
    if (controls.notDisplayedReason) return notify('notDisplayed', controls.notDisplayedReason);
    const parent = config.prompt_parent_id ? document.getElementById(config.prompt_parent_id) : null;
    if (config.prompt_parent_id && !parent) throw new Error('[GSI stand-in] prompt_parent_id names no element');
    promptElement = document.createElement('div');
    promptElement.setAttribute('role', 'dialog');
    promptElement.setAttribute('aria-label', 'Sign in with Google (stand-in)');
    promptElement.style.cssText = parent
      ? 'height:60px;display:flex;align-items:center;background:#fff;color:#000'
      : 'position:fixed;top:16px;right:16px;height:60px;background:#fff;color:#000;border:1px solid #888;padding:8px';
    const button = document.createElement('button');
    const email = controls.email ?? 'one-tap@example.com';
    button.textContent = `Continue as ${email}`;
    button.onclick = async () => {
      const query = new URLSearchParams({ email, aud: controls.aud ?? config.client_id });
      // Google copies initialize()'s nonce into the ID token; a test may swap it (controls.nonce).
      const nonce = controls.nonce ?? config.nonce;
      if (nonce) query.set('nonce', nonce);
      if (controls.expiresIn !== undefined) query.set('expires_in', String(controls.expiresIn));
      const answer = await (await fetch(`${origin}/one-tap/credential?${query}`)).json();
      promptElement?.remove();
      config.callback({ credential: answer.credential, select_by: 'user', clientId: config.client_id });
      notify('dismissed', 'credential_returned');
    };
    promptElement.appendChild(button);
    (parent ?? document.body).appendChild(promptElement);
    notify('displayed');
  }

  function cancel() {
    promptElement?.remove();
    promptElement = null;
  }

  function renderButton(parent) {
    if (!(parent instanceof HTMLElement)) throw new Error('[GSI stand-in] renderButton() needs an element');
  }

  window.google = { accounts: { id: { initialize, prompt, cancel, renderButton, disableAutoSelect() {} } } };
})();
