import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { danglingPointers, decisionTopics } from './decision-pointers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('pointers to the decisions', () => {
  it('name topics docs/decisions.md holds', () => {
    const topics = decisionTopics(readFileSync(join(root, 'docs/decisions.md'), 'utf8'));
    expect(topics).toContain('| section passwords |');
    expect(danglingPointers(root, topics)).toEqual([]);
  });

  it('spots a topic the decisions do not hold, and reads one that wraps onto a comment line', () => {
    const topics = decisionTopics('## Readings resolved\n| topic | spec |\n| Allowed transitions | none |\n');
    expect(topics).toContain('allowed transitions');
    expect(topics).not.toContain('currency');
  });
});
