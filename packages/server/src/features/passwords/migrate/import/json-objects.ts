import { StringDecoder } from 'node:string_decoder';

/**
 * Streams the JSON objects of an export one at a time, whatever its size: NDJSON (objects one after
 * another), a JSON array of objects, or objects inside an array inside an object (Firebase's
 * `{"users": [...]}`). It tracks only nesting and strings, so memory holds one object at a time.
 * Yields each object's text and the line it starts on.
 */
export async function* jsonObjects(
  input: NodeJS.ReadableStream,
  options: { depth?: number } = {},
): AsyncIterable<{ line: number; text: string }> {
  let depth = 0;
  let target = options.depth;
  let inString = false;
  let escaped = false;
  let line = 1;
  let start = -1;
  let startLine = 0;
  let pending = '';
  // A character split across two chunks is joined before it is read.
  const decoder = new StringDecoder('utf8');
  for await (const chunk of input) {
    // An object not yet closed is carried over (already scanned); everything before it is dropped.
    const text = pending + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    let carryFrom = text.length;
    for (let i = pending.length; i < text.length; i++) {
      const c = text[i];
      if (c === '\n' && start < 0) line++;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') inString = true;
      else if (c === '{' || c === '[') {
        // The first bracket tells the layout: `[` an array of users, `{` NDJSON, unless told.
        target ??= c === '[' ? 1 : 0;
        if (c === '{' && depth === target) {
          start = i;
          startLine = line;
        }
        depth++;
      } else if (c === '}' || c === ']') {
        depth--;
        if (c === '}' && depth === target && start >= 0) {
          const objectText = text.slice(start, i + 1);
          line += countNewlines(objectText);
          yield { line: startLine, text: objectText };
          start = -1;
        }
      }
    }
    if (start >= 0) {
      carryFrom = start;
      start = 0;
    }
    pending = text.slice(carryFrom);
  }
  // A file cut short (a copy that stopped, a disk that filled) ends inside a record: it is said, not lost.
  if (start >= 0) yield { line: startLine, text: pending };
}

/** One record of a JSON export: the object and its email, or why the line cannot be read. */
export type JsonRecord =
  | { line: number; record: Record<string, unknown>; email: string }
  | { line: number; refused: string };

/**
 * The export's objects parsed, each with its email (`emailOf` finds it: the `email` field by
 * default); a record that is not JSON or has no email is refused.
 */
export async function* jsonRecords(
  input: NodeJS.ReadableStream,
  options: { emailOf?: (record: Record<string, unknown>) => unknown; depth?: number } = {},
): AsyncIterable<JsonRecord> {
  for await (const { line, text } of jsonObjects(input, options.depth === undefined ? {} : { depth: options.depth })) {
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(text) as Record<string, unknown>;
    } catch {
      yield { line, refused: text.trimEnd().endsWith('}') ? 'not valid JSON' : 'the file ends inside this record' };
      continue;
    }
    const email = options.emailOf ? options.emailOf(record) : record.email;
    if (typeof email !== 'string' || !email.trim()) {
      yield { line, refused: 'no email' };
      continue;
    }
    yield { line, record, email };
  }
}

function countNewlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
