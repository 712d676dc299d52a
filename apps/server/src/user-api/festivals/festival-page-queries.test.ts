import { campagneSection } from '@shortlist/db/schema/campaigns';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFestivalTestApp, type FestivalTestApp, NOW } from '../../test/festival-test-app.ts';
import { getFestivalPage } from './get-festival-page.ts';

// Issue 11: the festival page answers in a fixed number of queries, whatever the festival holds
// (sections, events, criteria, labels, photos), so its time does not grow with its size.

let t: FestivalTestApp;
beforeAll(async () => {
  t = await createFestivalTestApp();
}, 60_000);
afterAll(() => t.close());

async function queriesFor(id: number): Promise<number> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await getFestivalPage(t.database.db, { id, language: 'fr', now: NOW });
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('the festival page queries', () => {
  it('are the same few for a small and a large festival', async () => {
    const bySize = await t.database.db
      .select({ IdCampagne: campagneSection.IdCampagne, sections: count() })
      .from(campagneSection)
      .groupBy(campagneSection.IdCampagne)
      .orderBy(desc(count()));
    const largest = bySize[0];
    const smallest = bySize.at(-1);
    expect(largest && smallest && largest.sections > smallest.sections).toBe(true);
    // Demo campaigns and festivals share ids.
    const large = await queriesFor(largest?.IdCampagne ?? 0);
    const small = await queriesFor(smallest?.IdCampagne ?? 0);
    expect(large).toBe(small);
    expect(large).toBeGreaterThan(0);
    // The festival with its lists and sections, then its labels and texts translated.
    expect(large).toBeLessThanOrEqual(3);
  });
});
