/**
 * The passcode boxes and the verifying bar, rendered by the passcode input (the bar shows only beside it), so they load with the
 * passcode product's lazy chunk rather than with every page (the budget in scripts/bundle-size.mjs).
 * The bar slides by `margin-inline-start`, so along the reading direction: right to left in Arabic.
 * Nested in `:is(.foyer-root,#_)` like the main stylesheet, so host rules cannot outrank it.
 */
export const PASSCODE_STYLES = `:is(.foyer-root,#_){
.foyer-passcode{position:relative}
.foyer-passcode-boxes{display:flex;gap:8px}
.foyer-passcode-box{flex:1;height:48px;display:flex;align-items:center;justify-content:center;font-size:24px;border:1px solid var(--foyer-input-border);border-radius:var(--foyer-input-radius);background:var(--foyer-input-background);color:var(--foyer-input-text)}
.foyer-passcode-box[data-active]{border-color:var(--foyer-primary);box-shadow:0 0 0 1px var(--foyer-primary)}
.foyer-passcode-box[data-invalid]{border-color:var(--foyer-error)}
.foyer-passcode-input{position:absolute;inset:0;width:100%;height:100%;font:inherit;font-size:16px;color:transparent;caret-color:transparent;background:transparent;border:none;outline:none}
.foyer-passcode:focus-within .foyer-passcode-boxes{outline:2px solid var(--foyer-primary);outline-offset:2px;border-radius:var(--foyer-input-radius)}
.foyer-passcode[data-disabled]{opacity:.6}
.foyer-verifying{display:flex;flex-direction:column;gap:8px}
.foyer-progress{height:4px;background:var(--foyer-container-border);border-radius:2px;overflow:hidden}
.foyer-progress-bar{height:100%;width:40%;background:var(--foyer-primary);animation:foyer-progress 1.2s ease-in-out infinite}
@media (prefers-reduced-motion:reduce){.foyer-progress-bar{animation:none;width:100%}}
}
@keyframes foyer-progress{from{margin-inline-start:-40%}to{margin-inline-start:100%}}
`;
