import { FONCTION, PLAIN_DICTIONARIES } from '@shortlist/domain/dictionaries';
import { LANGUAGES } from '@shortlist/domain/languages';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { DICTIONARY_TABLES, fonction, langue, pays } from '../schema/dictionaries.ts';
import { tradLibelle } from '../schema/translations.ts';
import { createTestDatabase } from '../testing.ts';
import { seedDatabase, shouldSeedDemo } from './seed-database.ts';

const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');

describe('dictionaries seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'dictionaries' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has every country of ISO 3166 with the 27 EU members flagged, their VAT rate and phone prefix', async () => {
    const rows = await database.db.select().from(pays).orderBy(asc(pays.Iso2));
    expect(rows).toHaveLength(249);
    expect(new Set(rows.map((r) => r.Iso2)).size).toBe(249);
    expect(
      rows
        .filter((r) => r.IsCee)
        .map((r) => r.Iso2)
        .sort(),
    ).toEqual([...EU].sort());
    const byIso = new Map(rows.map((r) => [r.Iso2, r]));
    expect(byIso.get('FR')).toMatchObject({ TauxTaxe: 20, PrefixeTelephone: '+33', IsCee: true });
    expect(byIso.get('DE')).toMatchObject({ TauxTaxe: 19, PrefixeTelephone: '+49' });
    expect(byIso.get('FI')?.TauxTaxe).toBe(25.5);
    expect(byIso.get('US')).toMatchObject({ TauxTaxe: 0, PrefixeTelephone: '+1', IsCee: false });
    for (const row of rows) expect(row.PrefixeTelephone).toMatch(/^\+\d{1,4}$/);
    for (const iso of EU) expect(byIso.get(iso)?.TauxTaxe).toBeGreaterThan(15);
  });

  it('names countries in en, fr and es', async () => {
    const names = await database.db
      .select({ IdLangue: tradLibelle.IdLangue, Libelle: tradLibelle.Libelle })
      .from(pays)
      .innerJoin(tradLibelle, eq(tradLibelle.IdLibelle, pays.IdLibelle))
      .where(eq(pays.Iso2, 'DE'));
    const byLanguage = Object.fromEntries(names.map((n) => [n.IdLangue, n.Libelle]));
    expect(byLanguage[LANGUAGES.en.id]).toBe('Germany');
    expect(byLanguage[LANGUAGES.fr.id]).toBe('Allemagne');
    expect(byLanguage[LANGUAGES.es.id]).toBe('Alemania');
  });

  it('keeps the spec language ids and at least 40 languages', async () => {
    const rows = await database.db.select().from(langue);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const ids = Object.fromEntries(rows.map((r) => [r.Iso2, r.Id]));
    expect(ids).toMatchObject({ en: 6, fr: 13, it: 33, pt: 9, es: 19 });
    expect(
      rows
        .filter((r) => r.IsLangueSite)
        .map((r) => r.Iso2)
        .sort(),
    ).toEqual(['en', 'es', 'fr', 'it', 'pt']);
  });

  it('fills every plain dictionary and the spec function codes', async () => {
    for (const name of PLAIN_DICTIONARIES) {
      const rows = await database.db.select().from(DICTIONARY_TABLES[name]);
      expect(rows.length, name).toBeGreaterThan(2);
    }
    const functions = await database.db.select({ Id: fonction.Id, Code: fonction.Code }).from(fonction);
    expect(functions.map((r) => r.Code)).toEqual(expect.arrayContaining(Object.values(FONCTION)));
    // A credit's IdFonction is read as the spec's code by the festival site (issue 12).
    expect(functions.filter((r) => r.Id !== r.Code)).toEqual([]);
  });

  it('translates every label into en, fr and es', async () => {
    const result = await database.db.execute<{ missing: number }>(sql`
      select count(*)::int as missing from libelle l
      where (select count(*) from trad_libelle t where t."IdLibelle" = l."Id" and t."IdLangue" in (6, 13, 19)) < 3`);
    expect(result.rows[0]?.missing).toBe(0);
  });

  it('is idempotent: a second run loads nothing and changes no count', async () => {
    const count = async () =>
      (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from trad_libelle`)).rows[0]?.n;
    const before = await count();
    await expect(seedDatabase({ db: database.db, now: new Date(), demo: false })).resolves.toEqual({
      dictionaries: false,
      demo: false,
      timeZones: 0,
    });
    expect(await count()).toBe(before);
  });
});

describe('shouldSeedDemo', () => {
  it('loads the demo outside production, and in production only when SEED_DEMO=1', () => {
    expect(shouldSeedDemo({ NODE_ENV: 'development' })).toBe(true);
    expect(shouldSeedDemo({})).toBe(true);
    expect(shouldSeedDemo({ NODE_ENV: 'production' })).toBe(false);
    expect(shouldSeedDemo({ NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(true);
    expect(shouldSeedDemo({ NODE_ENV: 'development', SEED_DEMO: '0' })).toBe(false);
  });
});
