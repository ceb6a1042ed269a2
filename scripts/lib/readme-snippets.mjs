// Reads code blocks out of the README, so tests run its snippets exactly as a reader copies them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));

/**
 * The code blocks of one language under a heading (up to the next heading of the same or a higher
 * level), in order. Throws when the heading is missing, so a renamed section fails its test loudly.
 */
export function readmeSnippets(heading, language, readme = readFileSync(README, 'utf8')) {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.replace(/^#+\s*/, '') === heading && line.startsWith('#'));
  if (start === -1) throw new Error(`README.md has no heading "${heading}"`);
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

/** The one code block of a language under a heading; throws unless there is exactly one. */
export function readmeSnippet(heading, language, readme) {
  const blocks = readmeSnippets(heading, language, readme);
  if (blocks.length !== 1) {
    throw new Error(`README.md has ${blocks.length} ${language} blocks under "${heading}", expected one`);
  }
  return blocks[0];
}
