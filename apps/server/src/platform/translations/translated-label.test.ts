import type { Database } from '@shortlist/db/client';
import { pays } from '@shortlist/db/schema/dictionaries';
import { libelle, tradLibelle } from '@shortlist/db/schema/translations';
import { createTestDatabase } from '@shortlist/db/testing';
import { ALL_LANGUAGES, languageId } from '@shortlist/domain/languages';
import { bestTranslation } from '@shortlist/domain/translated-label';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateIds } from './translate-ids.ts';
import { translatedLabel, translatedLabelSql } from './translated-label.ts';

let database: Database;
let allTranslations: (typeof tradLibelle.$inferSelect)[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'dictionaries' });
  const { db } = database;
  // Two countries whose labels lack translations: one Spanish only, one with none at all.
  const [spanishOnly, untranslated] = await db.insert(libelle).values([{}, {}]).returning();
  await db
    .insert(tradLibelle)
    .values({ IdLibelle: spanishOnly!.Id, IdLangue: languageId('es'), Libelle: 'Sólo' });
  await db.insert(pays).values([
    { Id: 9001, IdLibelle: spanishOnly!.Id, Iso2: 'QS', PrefixeTelephone: '+0' },
    { Id: 9002, IdLibelle: untranslated!.Id, Iso2: 'QN', PrefixeTelephone: '+0' },
  ]);
  allTranslations = await db.select().from(tradLibelle);
}, 60_000);
afterAll(() => database.close());

/** The domain rule, applied to every translation of every country: the oracle of the SQL. */
async function expected(language: (typeof ALL_LANGUAGES)[number]) {
  const countries = await database.db.select().from(pays).orderBy(asc(pays.Id));
  return countries.map((c) => ({
    Id: c.Id,
    Libelle:
      bestTranslation(
        allTranslations.filter((t) => t.IdLibelle === c.IdLibelle),
        language,
      )?.Libelle ?? '',
  }));
}

describe('the translated label in SQL', () => {
  it.each(ALL_LANGUAGES)(
    'follows the domain rule in %s (Drizzle joins, raw SQL, by ids)',
    async (language) => {
      const { db } = database;
      const oracle = await expected(language);
      expect(oracle.some((c) => c.Libelle === '')).toBe(true);

      const t = translatedLabel({ name: 'pays', labelId: pays.IdLibelle, language: language });
      const drizzle = await db
        .select({ Id: pays.Id, Libelle: t.label })
        .from(pays)
        .leftJoin(t.local, t.localOn)
        .leftJoin(t.english, t.englishOn)
        .orderBy(asc(pays.Id));
      expect(drizzle).toEqual(oracle);

      const raw = translatedLabelSql({ name: 'p', labelId: sql`c."IdLibelle"`, language });
      const { rows } = await db.execute<{ Id: number; Libelle: string }>(
        sql`select c."Id", ${raw.label} as "Libelle" from "pays" c ${raw.joins} order by c."Id"`,
      );
      expect(rows).toEqual(oracle);

      const countries = await db.select().from(pays).orderBy(asc(pays.Id));
      const byIds = await translateIds(db, {
        kind: 'label',
        ids: countries.map((c) => c.IdLibelle),
        language,
      });
      const label = new Map(byIds.map((row) => [row.Id, row.Libelle]));
      expect(countries.map((c) => ({ Id: c.Id, Libelle: label.get(c.IdLibelle) ?? '' }))).toEqual(oracle);
    },
  );

  it('reads only the ids asked for', async () => {
    const [row] = await database.db.select().from(pays).where(eq(pays.Iso2, 'QS'));
    expect(await translateIds(database.db, { kind: 'label', ids: [row!.IdLibelle], language: 'fr' })).toEqual(
      [],
    );
    expect(await translateIds(database.db, { kind: 'label', ids: [row!.IdLibelle], language: 'es' })).toEqual(
      [{ Id: row!.IdLibelle, IdLangue: languageId('es'), Libelle: 'Sólo' }],
    );
  });
});
