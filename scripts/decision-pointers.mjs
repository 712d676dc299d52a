// The code names the product decisions it follows as `docs/decisions.md "<topic>"`. This lists
// the pointers whose topic the file does not hold (a renamed or removed row), so they stay true.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `docs/decisions.md` holds, as one lowercased text with single spaces: a pointer's topic
 * must be in it (a product row's topic, a heading, or words of one of our own rows).
 */
export function decisionTopics(markdown) {
  return normalise(markdown);
}

const normalise = (text) => text.toLowerCase().replace(/\s+/g, ' ');

// A topic may wrap onto the next line of a comment (` * `).
const POINTER = /docs\/decisions\.md,? "([^"<]+)"/g;

/** Every `docs/decisions.md "<topic>"` in the tracked sources whose topic is not in `topics`. */
export function danglingPointers(root, topics) {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((name) => /\.(ts|tsx|mjs|cjs|md)$/.test(name) && !name.includes('/log/'));
  const dangling = [];
  for (const name of files) {
    let text;
    try {
      text = readFileSync(join(root, name), 'utf8');
    } catch {
      continue; // listed by git but removed in the working tree
    }
    for (const match of text.matchAll(POINTER)) {
      const topic = normalise(match[1].replace(/\n\s*(\*|\/\/)?\s*/g, ' '));
      if (!topics.includes(topic)) dangling.push(`${name}: "${topic}"`);
    }
  }
  return dangling;
}
