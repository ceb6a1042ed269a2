/**
 * The MFA screens' layout, rendered with them (so it lands in the shadow root too, and only pages
 * that show them carry it). Nested in `:is(.foyer-root,#_)` like the main stylesheet.
 */
export const MFA_STYLES = `:is(.foyer-root,#_){
.foyer-qr{display:block;width:180px;height:180px;align-self:center;image-rendering:pixelated;background:#fff;padding:8px;border-radius:var(--foyer-input-radius)}
.foyer-secret{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.foyer-secret-key,.foyer-recovery-codes{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:15px;letter-spacing:.05em;direction:ltr;unicode-bidi:isolate}
.foyer-secret-key{flex:1 1 12em;min-width:0}
.foyer-secret .foyer-button{width:auto}
.foyer-recovery-codes{display:grid;grid-template-columns:repeat(auto-fill,minmax(10em,1fr));gap:4px 16px;margin:0;padding:12px;list-style:none;border:1px solid var(--foyer-container-border);border-radius:var(--foyer-input-radius)}
.foyer-row{display:flex;gap:8px}
.foyer-check{display:flex;gap:8px;align-items:center}
.foyer-check input{width:20px;height:20px;margin:0;accent-color:var(--foyer-primary)}
.foyer-factors{margin:0;display:grid;grid-template-columns:1fr auto;gap:8px 16px}
.foyer-factors dt{font-weight:600}
.foyer-factors dd{margin:0;text-align:end}
}
`;
