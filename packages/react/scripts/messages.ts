import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { parse } from '@messageformat/parser';
import type { Plugin } from 'vite';

/**
 * The widget's translations are ICU MessageFormat JSON (`src/strings/messages/<chunk>/<locale>.json`,
 * ARB's layout: `"@key": { "description" }` notes for translators in English's files). This plugin
 * turns an import of one of those files into JavaScript at build time, so no message parser or
 * formatter ships to the browser:
 * - `…/de.json?compiled`: each message compiled by @messageformat/core for its locale (plurals and
 *   numbers through @messageformat/runtime's few helpers, bundled only where a locale uses them).
 * - `…/en.json?strings`: the messages as written, the notes left out (`@foyer/react/strings`).
 */
const QUERY = /\.json\?(compiled|strings)$/;
const PREFIX = '\0foyer-messages:';

export function foyerMessages(): Plugin {
  return {
    name: 'foyer-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      const query = QUERY.exec(source);
      if (!query) return null;
      const file = await this.resolve(source.slice(0, source.indexOf('?')), importer, { skipSelf: true });
      // Without `.json` at the end, so Vite's JSON plugin leaves the compiled module alone.
      return file ? `${PREFIX}${query[1]}:${file.id.replace(/\.json$/, '')}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [kind, name] = splitOnce(id.slice(PREFIX.length), ':');
      const file = `${name}.json`;
      this.addWatchFile(file);
      this.addWatchFile(join(dirname(dirname(file)), 'shared.json'));
      const messages = readMessages(file);
      return kind === 'strings' ? `export default ${JSON.stringify(messages)};` : compileMessages(messages, file);
    },
  };
}

/**
 * A chunk's messages in a locale (`…/<chunk>/<locale>.json`), its translators' notes left out, with
 * the sentences the server says too: `messages/shared.json` names, per chunk, the widget's keys that
 * say a sentence of @foyer/protocol's messages/<locale>.json, which both the server and the widget read.
 */
export function readMessages(file: string): Record<string, string> {
  const messages = withoutNotes(file);
  const chunk = basename(dirname(file));
  const aliases = (JSON.parse(readFileSync(join(dirname(dirname(file)), 'shared.json'), 'utf8')) as Aliases)[chunk];
  const sentencesFile = sharedSentences(basename(file));
  const sentences = aliases && existsSync(sentencesFile) ? withoutNotes(sentencesFile) : {};
  for (const [key, sentence] of Object.entries(aliases ?? {})) {
    if (sentences[sentence] !== undefined) messages[key] = sentences[sentence];
  }
  return messages;
}

type Aliases = Record<string, Record<string, string> | undefined>;

/** @foyer/protocol's file of shared sentences for a locale (`de.json`). */
function sharedSentences(name: string): string {
  const english = createRequire(import.meta.url).resolve('@foyer/protocol/messages/en.json');
  return join(dirname(english), name);
}

function withoutNotes(file: string): Record<string, string> {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => !entry[0].startsWith('@')),
  );
}

/**
 * An ES module whose default export maps each key to its text or its formatting function. A message
 * of text and plain `{name}` placeholders stays a string the widget fills as it fills a host's own
 * strings (`strings/format.ts`); plurals, selects and numbers become functions.
 */
export function compileMessages(messages: Record<string, string>, file: string): string {
  const locale = basename(file, '.json');
  const mf = new MessageFormat(locale);
  const plain: Record<string, string> = {};
  const formatted: Record<string, string> = {};
  for (const [key, message] of Object.entries(messages)) {
    const template = plainTemplate(message);
    if (template === null) formatted[key] = message;
    else plain[key] = template;
  }
  const code = compileModule(mf, formatted);
  const entries = JSON.stringify(plain).slice(1, -1);
  return entries ? code.replace(/export default \{/, `export default {${entries},`) : code;
}

/** The message as a `{name}` template, or null when it needs formatting (or holds a literal brace). */
function plainTemplate(message: string): string | null {
  let template = '';
  for (const token of parse(message)) {
    if (token.type === 'content' && !/[{}]/.test(token.value)) template += token.value;
    else if (token.type === 'argument') template += `{${token.arg}}`;
    else return null;
  }
  return template;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return [text.slice(0, at), text.slice(at + separator.length)];
}
