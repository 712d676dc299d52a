import { expect } from '@playwright/test';
import { structuredDataProblems } from '@shortlist/i18n/structured-data-check';

/** The blocks are valid schema.org for their types, and are exactly these types, in this order. */
export function expectValidJsonLd(blocks: unknown[], types: string[]) {
  expect(blocks.map((block) => (block as { '@type'?: unknown })['@type'])).toEqual(types);
  expect(structuredDataProblems(blocks)).toEqual([]);
}
