import { parse } from 'csv-parse';

/**
 * Streams a CSV file with a header row as records keyed by column, each with its line number. A
 * record the parser cannot read (a quote never closed, a stray quote) is refused with its line, and
 * the file goes on.
 */
export async function* csvRecords(
  input: NodeJS.ReadableStream,
): AsyncIterable<{ line: number; record: Record<string, string> } | { line: number; refused: string }> {
  const parser = (input as NodeJS.ReadableStream & { pipe<T>(d: T): T }).pipe(
    parse({
      columns: true,
      skip_empty_lines: true,
      info: true,
      relax_column_count: true,
      bom: true,
      trim: true,
      skip_records_with_error: true,
    }),
  );
  const unreadable: { line: number; refused: string }[] = [];
  parser.on('skip', (error: Error & { lines?: number }) => {
    unreadable.push({ line: error.lines ?? 0, refused: `not readable as CSV: ${error.message}` });
  });
  for await (const { info, record } of parser as AsyncIterable<{
    info: { lines: number };
    record: Record<string, string>;
  }>) {
    yield* unreadable.splice(0);
    yield { line: info.lines, record };
  }
  yield* unreadable.splice(0);
}

/** Whether a column says yes (true, t, 1, yes), as CSV exports and PostgreSQL's COPY write it. */
export function truthy(value: string | undefined): boolean {
  return /^(true|t|1|yes)$/i.test(value?.trim() ?? '');
}

/** A column of JSON text as an object, or undefined. */
export function jsonObjectColumn(value: string | undefined): Record<string, unknown> | undefined {
  if (!value?.trim()) return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
