/**
 * The password field (its eye toggle inside) and the strength meter, rendered by the password
 * field, so they load with the passwords product's lazy chunk rather than with every page. The
 * toggle sits at the field's inline end: on the left in Arabic and Hebrew, where the text starts
 * on the right.
 * Nested in `:is(.foyer-root,#_)` like the main stylesheet, so host rules cannot outrank it.
 */
export const PASSWORD_STYLES = `:is(.foyer-root,#_){
.foyer-password{position:relative}
.foyer-password .foyer-input{padding-inline-end:48px}
.foyer-password-toggle{position:absolute;top:0;inset-inline-end:0;bottom:0;width:44px;display:flex;align-items:center;justify-content:center;background:none;border:none;border-radius:var(--foyer-input-radius);cursor:pointer;color:var(--foyer-secondary)}
.foyer-password-toggle[aria-pressed="true"]{color:var(--foyer-primary)}
@media (hover:hover){.foyer-password-toggle:hover{color:var(--foyer-primary)}}
.foyer-strength{display:flex;flex-direction:column;gap:8px;font-size:14px}
.foyer-strength:empty{display:none}
.foyer-strength-bar{display:flex;gap:4px}
.foyer-strength-segment{flex:1;height:4px;border-radius:2px;background:var(--foyer-container-border)}
.foyer-strength-bar[data-tone="weak"] [data-state="filled"]{background:var(--foyer-error)}
.foyer-strength-bar[data-tone="strong"] [data-state="filled"]{background:var(--foyer-success)}
.foyer-strength-warning{margin:0;color:var(--foyer-secondary)}
.foyer-strength-breached{margin:0;color:var(--foyer-error)}
.foyer-strength-luds{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}
.foyer-strength-line[data-state="met"]{color:var(--foyer-success)}
.foyer-strength-line[data-state="unmet"]{color:var(--foyer-error)}
.foyer-strength-mark{display:inline-block;width:1.2em}
}
`;
