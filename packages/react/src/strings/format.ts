/** Fills `{name}` placeholders; unknown placeholders stay as written so a mistake is visible. */
export function formatString(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
