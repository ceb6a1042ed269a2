// Imports the build's `foyer-messages` plugin (scripts/messages.ts) answers.

/** A message file compiled for its locale: each key's text, or a function filling its placeholders. */
declare module '*.json?compiled' {
  const messages: Readonly<Record<string, string | ((values: Record<string, string | number>) => string)>>;
  export default messages;
}

/** A message file's messages as written (English's, for hosts), without the translators' notes. */
declare module '*.json?strings' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}

interface ImportMeta {
  /** Vite's lazy glob import (`strings/locales.ts` uses it for the locale files). */
  glob<T>(patterns: string | string[], options: { query: string; import: 'default' }): Record<string, () => Promise<T>>;
}
