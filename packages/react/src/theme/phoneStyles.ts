/**
 * The phone field, rendered by it, so it loads with the passcode product's lazy chunk. The country
 * select is transparent over its face, which shows only the region and dial code: the open list
 * names every country in full, while the closed field leaves the number its room at 320px.
 * Nested in `:is(.foyer-root,#_)` like the main stylesheet, so host rules cannot outrank it.
 */
export const PHONE_STYLES = `:is(.foyer-root,#_){
.foyer-phone{display:flex;gap:8px}
.foyer-phone .foyer-input{min-width:0}
.foyer-phone-country{position:relative;flex:none}
.foyer-phone-country .foyer-input{display:block;white-space:nowrap;padding-inline:8px}
.foyer-phone-country .foyer-input::after{content:"\\25BE";margin-inline-start:6px;color:var(--foyer-secondary)}
.foyer-phone-country select{position:absolute;inset:0;width:100%;opacity:0;cursor:pointer;font:inherit}
.foyer-phone-country:focus-within .foyer-input{outline:2px solid var(--foyer-primary);outline-offset:2px}
}
`;
