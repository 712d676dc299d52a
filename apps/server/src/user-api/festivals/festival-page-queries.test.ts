import { campagneSection } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { ALL_LANGUAGES } from '@shortlist/domain/language-list';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTranslations, translationsOf } from '../../platform/translations/load-translations.ts';
import { createFestivalTestApp, type FestivalTestApp, NOW } from '../../test/festival-test-app.ts';
import { countryLabels } from './festival-contacts.ts';
import { getFestivalContactPart, listDictionaryOfFestival } from './festival-details.ts';
import { loadFestivalPageRows, PAGES_PER_QUERY } from './festival-page-head.ts';
import { loadCurrentCampaign, sectionTranslationIds } from './festival-sections.ts';
import { getFestivalPage } from './get-festival-page.ts';
import { referenceLabels } from './reference-labels.ts';

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
    // The names of countries and dictionaries are read once per app (reference-labels.ts).
    await referenceLabels(t.database.db);
    // Demo campaigns and festivals share ids.
    const large = await queriesFor(largest?.IdCampagne ?? 0);
    const small = await queriesFor(smallest?.IdCampagne ?? 0);
    expect(large).toBe(small);
    expect(large).toBeGreaterThan(0);
    // The festival with its lists, sections and translations.
    expect(large).toBe(1);
  });

  it('read the pages asked at once in one query, each festival in its reader’s language', async () => {
    const { db } = t.database;
    const festivals = await db.select({ Id: festival.Id }).from(festival).orderBy(festival.Id);
    const asks = festivals.slice(0, PAGES_PER_QUERY / 2 - 1).flatMap(({ Id }, i) => [
      { id: Id, language: (['en', 'fr', 'es'] as const)[i % 3] ?? 'en' },
      { id: Id, language: 'pt' as const },
    ]);
    const alone = [];
    for (const ask of asks) alone.push(await getFestivalPage(db, { ...ask, now: NOW }));
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const missing = 2_000_000_000;
      const [together, unknown] = await Promise.all([
        Promise.all(asks.map((ask) => getFestivalPage(db, { ...ask, now: NOW }))),
        getFestivalPage(db, { id: missing, language: 'fr', now: NOW }).catch((error: unknown) => error),
      ]);
      // Pages in four languages and an unknown festival's, asked in the same turn: one query, and
      // the unknown festival's page alone is refused.
      expect(spy.mock.calls.length).toBe(1);
      expect(together).toEqual(alone);
      expect(unknown).toMatchObject({ code: 'FESTIVAL_NOT_FOUND' });
    } finally {
      spy.mockRestore();
    }
  });

  it('translate every label and text the page shows, as loading them by id would', async () => {
    const { db } = t.database;
    const festivals = await db.select({ Id: festival.Id }).from(festival);
    expect(festivals.length).toBeGreaterThan(10);
    let checked = 0;
    for (const { Id } of festivals) {
      for (const language of ['en', 'fr', 'es'] as const) {
        const rows = await loadFestivalPageRows(db, { id: Id, language });
        // The ids as the page's builders read them (what the query's SQL lists must cover).
        const sectionIds = sectionTranslationIds(rows.sectionRows);
        const labels = [...rows.labels.map((l) => l.IdLibelleTitre), ...sectionIds.labels];
        const texts = [
          rows.head.IdTextePresentation,
          ...rows.labels.map((l) => l.IdTexteDescription),
          ...sectionIds.texts,
        ];
        const expected = await loadTranslations(db, { language, labels, texts });
        const label = translationsOf(rows.translations.labels, language);
        const text = translationsOf(rows.translations.texts, language);
        for (const id of labels)
          expect(label(id), `label ${id} of ${Id} in ${language}`).toBe(expected.label(id));
        for (const id of texts)
          expect(text(id), `text ${id} of ${Id} in ${language}`).toBe(expected.text(id));
        checked += labels.length + texts.length;
      }
    }
    // The demo catalogue has sections, events with names, questions with choices.
    expect(checked).toBeGreaterThan(500);
  });

  it('name the country, the addresses’ countries and the dictionaries as the SQL label rule does', async () => {
    const { db } = t.database;
    const festivals = await db.select({ Id: festival.Id }).from(festival);
    let named = 0;
    for (const { Id } of festivals) {
      for (const language of ALL_LANGUAGES) {
        const page = await getFestivalPage(db, { id: Id, language, now: NOW });
        // The sub-resources read the same names with the rule in SQL (translatedLabel).
        const contacts = await getFestivalContactPart(db, { id: Id, language, part: 'adresse' });
        expect(page.adresse, `festival ${Id} in ${language}`).toEqual(contacts);
        const structure = await getFestivalContactPart(db, { id: Id, language, part: 'structure' });
        expect(page.structure, `structure of ${Id} in ${language}`).toEqual(structure);
        if (structure?.Adresse) named += 1;
        const [country] = (await countryLabels(db, { ids: [page.IdPays], language })).values();
        expect(page.LibellePays).toBe(country ?? '');
        for (const name of ['genres', 'categories', 'thematiques'] as const) {
          const expected = await listDictionaryOfFestival(db, { id: Id, name, language });
          expect(page[name], `${name} of ${Id} in ${language}`).toEqual(expected);
          named += expected.length;
        }
      }
    }
    expect(named).toBeGreaterThan(100);
  });

  it('read the current campaign as the domain rule picks it, and none for a festival without one', async () => {
    const { db } = t.database;
    const festivals = await db.select({ Id: festival.Id }).from(festival);
    let withCampaign = 0;
    for (const { Id } of festivals) {
      const rows = await loadFestivalPageRows(db, { id: Id, language: 'en' });
      const expected = await loadCurrentCampaign(db, Id);
      expect(rows.campaign, `festival ${Id}`).toEqual(expected);
      // Its sections only, not another edition's.
      const { sections, events, criteria, questions } = rows.sectionRows;
      for (const section of sections) expect(section.IdCampagne).toBe(expected?.IdCampagne);
      const sectionIds = new Set(sections.map((section) => section.IdCampagneSection));
      for (const row of [...events, ...criteria, ...questions])
        expect(sectionIds.has(row.IdCampagneSection), `festival ${Id}`).toBe(true);
      if (expected) withCampaign++;
    }
    expect(withCampaign).toBeGreaterThan(10);

    const [country] = await db.select({ IdPays: festival.IdPays }).from(festival).limit(1);
    const [bare] = await db
      .insert(festival)
      .values({
        Nom: 'No Call Yet',
        NomRecherche: 'no call yet',
        ShortName: 'no-call-yet',
        IdPays: country?.IdPays ?? 0,
      })
      .returning({ Id: festival.Id });
    try {
      const rows = await loadFestivalPageRows(db, { id: bare?.Id ?? 0, language: 'fr' });
      expect(rows.campaign).toBeNull();
      expect(rows.sectionRows).toEqual({ sections: [], events: [], criteria: [], questions: [] });
    } finally {
      await db.delete(festival).where(eq(festival.Id, bare?.Id ?? 0));
    }
  });
});
