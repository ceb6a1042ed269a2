import { parse } from 'csv-parse';

/** Streams a CSV file with a header row as records keyed by column, each with its line number. */
export async function* csvRecords(
  input: NodeJS.ReadableStream,
): AsyncIterable<{ line: number; record: Record<string, string> }> {
  const parser = (input as NodeJS.ReadableStream & { pipe<T>(d: T): T }).pipe(
    parse({ columns: true, skip_empty_lines: true, info: true, relax_column_count: true, bom: true, trim: true }),
  );
  for await (const { info, record } of parser as AsyncIterable<{
    info: { lines: number };
    record: Record<string, string>;
  }>) {
    yield { line: info.lines, record };
  }
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
