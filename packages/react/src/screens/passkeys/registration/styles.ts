/**
 * The passkey list's layout, rendered with the registration widget (so it lands in the shadow root
 * too, and only pages with passkeys carry it). Colours come from the theme variables.
 * Nested in `:is(.foyer-root,#_)` like the main stylesheet, so host rules cannot outrank it.
 */
export const PASSKEY_STYLES = `:is(.foyer-root,#_){
.foyer-subheading{font-size:18px;font-weight:600;margin:0}
.foyer-passkeys{display:flex;flex-direction:column;gap:8px}
.foyer-passkey-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.foyer-passkey{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;padding:12px;border:1px solid var(--foyer-container-border);border-radius:var(--foyer-input-radius)}
.foyer-passkey-name{font-weight:600;overflow-wrap:anywhere}
.foyer-passkey-actions{display:flex;gap:12px;align-items:center}
.foyer-passkey-confirm,.foyer-passkey-edit{display:flex;flex-direction:column;gap:8px;width:100%}
.foyer-passkey-confirm .foyer-button{width:auto}
}
`;
