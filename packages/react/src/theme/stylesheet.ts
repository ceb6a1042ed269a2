import { PALETTE } from './palette.ts';

/**
 * The widget's only stylesheet, kept as a string so it can be injected wherever the widget
 * renders: the page, or its own shadow root (where page styles cannot reach). Every colour,
 * radius and width comes from the theme variables set on `.foyer-root`.
 *
 * The root's width is capped by the viewport as well as by its parent: a host that centres the
 * widget (grid/flex centring, inline-block) sizes the parent from the widget, so `max-width:100%`
 * alone left a 400px card on a 320px phone and the page scrolled sideways. On a narrow screen the
 * card's padding shrinks, and on a touch screen (pointer: coarse) every control is at least 44px
 * square (WCAG 2.5.5's target size). Hover tints apply only where there is hover (`hover:hover`):
 * on a phone a tap would leave one stuck on the button.
 *
 * The host page's CSS stays out without a shadow root too (create-vite's
 * `h1, h2 { color }` hid the dark card's heading; Pico's `input:not([type=checkbox])` padded the
 * fields). Every rule is nested in `:is(.foyer-root,#_)`, which counts as an ID: it outranks any
 * host rule that names no ID (class, attribute and element selectors). In it the root first drops
 * every inherited value (`all: initial`), each element inside rolls back to the browser's
 * defaults (`all: revert`), and the widget's own rules follow and win. SVG keeps its presentation
 * attributes (fill, size), which `all` would override. The lazy chunks' styles nest the same way.
 */
export const STYLESHEET = `${PALETTE}
:is(.foyer-root,#_){all:initial;display:block;position:relative;font-family:var(--foyer-font-family);color:var(--foyer-primary);box-sizing:border-box;width:min(var(--foyer-container-width),100vw - 32px);max-width:100%;font-size:16px;line-height:1.4;
:where(:not(svg,svg *)){all:revert}
& *,& *::before,& *::after{box-sizing:inherit}
.foyer-card{background:var(--foyer-container-background);border:1px solid var(--foyer-container-border);border-radius:var(--foyer-container-radius);box-shadow:0 1px 2px rgba(0,0,0,.06),0 4px 16px rgba(0,0,0,.06);padding:32px;display:flex;flex-direction:column;gap:24px}
.foyer-screen{display:flex;flex-direction:column;gap:16px}
.foyer-screen:focus{outline:none}
.foyer-heading{font-size:24px;font-weight:600;margin:0}
.foyer-heading:focus{outline:none}
.foyer-text{margin:0;overflow-wrap:anywhere}
.foyer-logo{display:block;max-height:50px;max-width:100px;align-self:center}
.foyer-form{display:flex;flex-direction:column;gap:12px}
.foyer-field{display:flex;flex-direction:column;gap:4px}
.foyer-label{font-size:14px;font-weight:600}
.foyer-input{font:inherit;padding:12px;background:var(--foyer-input-background);color:var(--foyer-input-text);border:1px solid var(--foyer-input-border);border-radius:var(--foyer-input-radius);width:100%}
.foyer-input::placeholder{color:var(--foyer-input-placeholder)}
.foyer-input:focus{border-color:var(--foyer-primary)}
.foyer-input[aria-invalid="true"]{border-color:var(--foyer-error)}
.foyer-input:disabled{opacity:.5;cursor:not-allowed}
.foyer-input[readonly]{border-style:dashed}
.foyer-field-error{color:var(--foyer-error);font-size:14px;margin:0}
.foyer-button{font:inherit;font-weight:600;cursor:pointer;padding:12px;width:100%;border:1px solid;border-radius:var(--foyer-button-primary-radius)}
.foyer-button[data-variant="primary"]{background:var(--foyer-button-primary-background);color:var(--foyer-button-primary-text);border-color:var(--foyer-button-primary-border)}
.foyer-button[data-variant="secondary"]{background:var(--foyer-button-secondary-background);color:var(--foyer-button-secondary-text);border-color:var(--foyer-button-secondary-border);border-radius:var(--foyer-button-secondary-radius)}
.foyer-button[data-variant="text"]{background:none;border-color:transparent;padding:4px 8px;margin:-4px -8px;width:auto;align-self:center;color:var(--foyer-primary);border-radius:4px}
.foyer-button:disabled{cursor:not-allowed;opacity:.5}
@media (hover:hover){.foyer-button:not(:disabled):hover,.foyer-back:hover,.foyer-tab:hover{box-shadow:inset 0 0 0 99px color-mix(in srgb,currentColor 10%,transparent)}}
.foyer-button:not(:disabled):active,.foyer-back:active,.foyer-tab:active{box-shadow:inset 0 0 0 99px color-mix(in srgb,currentColor 20%,transparent)}
& :focus-visible{outline:2px solid var(--foyer-primary);outline-offset:2px}
.foyer-back{align-self:flex-start;background:none;border:none;border-radius:4px;padding:4px;margin:-4px;cursor:pointer;color:var(--foyer-primary);display:inline-flex}
&[dir="rtl"] .foyer-back svg{transform:scaleX(-1)}
.foyer-banner{display:flex;gap:8px;padding:12px;border-radius:var(--foyer-input-radius);background:var(--foyer-warning);color:#19303d;margin:0}
.foyer-link{color:inherit;text-decoration:underline}
.foyer-mail-links{display:flex;gap:12px;flex-wrap:wrap;list-style:none;margin:0;padding:0}
.foyer-mail-links a{color:var(--foyer-primary);font-weight:600}
.foyer-wallets{display:flex;flex-direction:column;gap:8px;list-style:none;margin:0;padding:0}
.foyer-wallet-button{display:flex;align-items:center;justify-content:center;gap:8px;text-decoration:none}
.foyer-wallet-icon{width:20px;height:20px;flex:none}
.foyer-providers{display:flex;flex-direction:column;gap:8px;list-style:none;margin:0;padding:0}
.foyer-provider-button{display:flex;align-items:center;justify-content:center;gap:8px}
.foyer-provider-mark{flex:none}
.foyer-one-tap-prompt{overflow:hidden}
.foyer-divider{display:flex;align-items:center;gap:8px;color:var(--foyer-secondary)}
.foyer-divider::before,.foyer-divider::after{content:"";flex:1;border-top:1px solid var(--foyer-container-border)}
.foyer-status{color:var(--foyer-secondary);margin:0}
.foyer-error{color:var(--foyer-error);margin:0}
.foyer-watermark{font-size:12px;color:var(--foyer-secondary);background:var(--foyer-container-background);border-radius:4px;padding:2px 8px;width:fit-content;margin:8px auto 0}
.foyer-toaster{position:sticky;z-index:9999;bottom:8px;display:flex;flex-direction:column-reverse;align-items:center;gap:8px;pointer-events:none}.foyer-toaster:not(:empty){margin-top:8px}
.foyer-toast{pointer-events:auto;display:flex;align-items:flex-start;gap:8px;max-width:350px;padding:8px 12px;border-radius:8px;background:var(--foyer-container-background);color:var(--foyer-primary);border:1px solid var(--foyer-container-border);box-shadow:0 3px 10px rgba(0,0,0,.1),0 3px 3px rgba(0,0,0,.05);font-family:var(--foyer-font-family)}
.foyer-toast[data-type="error"]{border-inline-start:4px solid var(--foyer-error)}
.foyer-toast[data-type="success"]{border-inline-start:4px solid var(--foyer-success)}
.foyer-toast[data-visible="false"]{opacity:0;transition:opacity .2s}
.foyer-toast-close{background:none;border:none;cursor:pointer;color:inherit;font:inherit;padding:0 4px}
.foyer-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){.foyer-toast{transition:none}}
.foyer-tablist{display:flex;gap:4px;border-bottom:1px solid var(--foyer-container-border)}
.foyer-tab{font:inherit;font-weight:600;background:none;border:none;border-bottom:2px solid transparent;border-radius:4px 4px 0 0;margin-bottom:-1px;padding:8px 12px;cursor:pointer;color:var(--foyer-secondary)}
.foyer-tab[aria-selected="true"]{color:var(--foyer-primary);border-bottom-color:var(--foyer-primary)}
.foyer-tabpanel{padding-top:16px}
.foyer-fieldset{border:0;padding:0;margin:0;min-width:0}
@media (max-width:400px){.foyer-card{padding:24px 16px}}
@media (pointer:coarse){.foyer-button,.foyer-back,.foyer-tab,.foyer-toast-close,.foyer-mail-links a{min-height:44px;min-width:44px}.foyer-button[data-variant="text"],.foyer-mail-links a{display:inline-flex;align-items:center;justify-content:center}}
}
`;
