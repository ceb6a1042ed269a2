import type { ReactNode } from 'react';

// http(s) only: a message must never be able to produce a javascript: link.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
// Sentence punctuation right after a URL belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"’”]+$/;

/**
 * Text in which every http(s) URL is a link that opens in a new tab (docs/behaviour.md#errors: messages with
 * provider links). Built from text nodes and elements only, never from HTML.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} className="foyer-link" href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
