import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readmeSnippet } from '../../../scripts/lib/readme-snippets.mjs';

/** The README's host-page snippet (the html block under '## A host page'), exactly as written. */
export function readmeHostSnippet(): string {
  return readmeSnippet('A host page', 'html');
}

/**
 * Writes `index.html` into `dir`: a minimal host page (language, title, a main landmark that centres
 * its content, as many hosts do) around the README's snippet, with only the snippet's two
 * placeholders filled in: the Foyer server's URL and the project's public token.
 */
export function writeReadmeHostPage(dir: string, foyerUrl: string, publicToken: string): void {
  const snippet = readmeHostSnippet()
    .replaceAll('http://localhost:3000', foyerUrl)
    .replaceAll('public-token-test-…', publicToken);
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>A host page</title>
  </head>
  <body>
    <main style="display: grid; place-items: center">
      <h1>Example host</h1>
${snippet}    </main>
  </body>
</html>
`;
  writeFileSync(join(dir, 'index.html'), page);
}
