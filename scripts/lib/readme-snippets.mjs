// Reads code blocks out of the README and the docs/ pages, so tests run their snippets exactly as a
// reader copies them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The text of a file of the repository, by its path from the root (`docs/operations.md`). */
export function repositoryFile(path) {
  return readFileSync(`${ROOT}${path}`, 'utf8');
}

/**
 * The code blocks of one language under a heading (up to the next heading of the same or a higher
 * level), in order. Throws when the heading is missing, so a renamed section fails its test loudly.
 */
function snippetsIn(text, name, heading, language) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.replace(/^#+\s*/, '') === heading && line.startsWith('#'));
  if (start === -1) throw new Error(`${name} has no heading "${heading}"`);
  const level = lines[start].match(/^#+/)[0].length;
  const blocks = [];
  let block = null;
  for (const line of lines.slice(start + 1)) {
    if (block === null) {
      const heading = line.match(/^(#+)\s/);
      if (heading && heading[1].length <= level) break;
      if (line === `\`\`\`${language}`) block = [];
    } else if (line === '```') {
      blocks.push(`${block.join('\n')}\n`);
      block = null;
    } else {
      block.push(line);
    }
  }
  return blocks;
}

function onlyOne(blocks, name, heading, language) {
  if (blocks.length !== 1) {
    throw new Error(`${name} has ${blocks.length} ${language} blocks under "${heading}", expected one`);
  }
  return blocks[0];
}

/** The code blocks of a language under a heading of the root README (or of the text given). */
export function readmeSnippets(heading, language, readme = repositoryFile('README.md')) {
  return snippetsIn(readme, 'README.md', heading, language);
}

/** The one code block of a language under a heading of the root README; throws unless there is exactly one. */
export function readmeSnippet(heading, language, readme) {
  return onlyOne(readmeSnippets(heading, language, readme), 'README.md', heading, language);
}

/** The code blocks of a language under a heading of a page of the repository (`docs/operations.md`). */
export function docSnippets(path, heading, language) {
  return snippetsIn(repositoryFile(path), path, heading, language);
}

/** The one code block of a language under a heading of a page; throws unless there is exactly one. */
export function docSnippet(path, heading, language) {
  return onlyOne(docSnippets(path, heading, language), path, heading, language);
}
