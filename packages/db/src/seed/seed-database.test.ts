import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FONCTION, PLAIN_DICTIONARIES } from '@shortlist/domain/dictionaries';
import { LANGUAGES } from '@shortlist/domain/languages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { compte } from '../schema/accounts.ts';
import { DICTIONARY_TABLES, fonction, langue, pays } from '../schema/dictionaries.ts';
import { film, filmPhoto, filmTitre } from '../schema/films.ts';
import { tradLibelle } from '../schema/translations.ts';
import { createTestDatabase } from '../testing.ts';
import { parseDemoFilmPhoto } from './demo/demo-art.ts';
import { demoFilmPhotoFile } from './demo/demo-images.ts';
import { DEMO_FILMS } from './demo/films-data.ts';
import { seedDemoCatalogue } from './demo/seed-demo.ts';
import { DEMO_FILMS_LOGIN } from './demo/seed-demo-films.ts';
import { NOTHING_SEEDED, seedDatabase, shouldSeedDemo } from './seed-database.ts';

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
    await expect(seedDatabase({ db: database.db, now: new Date(), demo: false })).resolves.toEqual(
      NOTHING_SEEDED,
    );
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

describe('demo films', () => {
  const NOW = new Date('2026-03-10T12:00:00Z');
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'demo', now: NOW });
  });
  afterAll(async () => {
    await database?.close();
  });

  const count = async (table: string) =>
    (await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n;

  // The demo festival's side adds films of other demo accounts (seed-demo-festival-side.test.ts).
  const ownerFilms = sql`f."IdCompte" = (select "Id" from compte where "Login" = ${DEMO_FILMS_LOGIN})`;

  it('publishes complete films with a SuperStamp, owned by one demo account nobody can sign in to', async () => {
    const [owner] = await database.db.select().from(compte).where(eq(compte.Login, DEMO_FILMS_LOGIN));
    const films = await database.db
      .select()
      .from(film)
      .where(eq(film.IdCompte, owner?.Id ?? 0))
      .orderBy(asc(film.Id));
    expect(films.map((f) => f.Shortname)).toEqual(DEMO_FILMS.map((f) => f.Shortname));
    expect(owner?.Password).toBeNull();
    for (const f of films) {
      expect(f).toMatchObject({ IdCompte: owner?.Id, Publication: 1, Statut: 28 });
      expect(f.DateExpirationSuperTimbre?.getTime()).toBeGreaterThan(NOW.getTime() + 365 * 86_400_000);
      expect(f.TitreInternationnal).toBeTruthy();
    }
  });

  it('gives every film its title, summary and synopsis in en, fr and es', async () => {
    for (const table of ['film_titre', 'film_resume', 'film_synopsis']) {
      const missing = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from film f where ${ownerFilms}
          and (select count(*) from ${sql.raw(table)} t where t."IdFilm" = f."Id" and t."IdLangue" in (6, 13, 19)) < 3`,
      );
      expect(missing.rows[0]?.n, table).toBe(0);
    }
    const [french] = await database.db
      .select({ Titre: filmTitre.Titre })
      .from(filmTitre)
      .innerJoin(film, eq(film.Id, filmTitre.IdFilm))
      .where(and(eq(film.Shortname, 'the-last-tide'), eq(filmTitre.IdLangue, LANGUAGES.fr.id)));
    expect(french?.Titre).toBe('La Dernière Marée');
  });

  it('credits a director, a main contact with an email, technical data and a principal photo drawn on demand', async () => {
    const perFilm = await database.db.execute<{
      directors: number;
      mailable: number;
      principal: number;
      countries: number;
      technical: boolean;
    }>(sql`
      select
        (select count(*)::int from generique g where g."IdFilm" = f."Id" and g."IdFonction" = 1) as directors,
        (select count(*)::int from generique g join contact c on c."Id" = g."IdContact"
           join coordonnee d on d."Id" = c."IdCoordonnee"
          where g."IdFilm" = f."Id" and g."IdFonction" = 50 and d."Email" is not null) as mailable,
        (select count(*)::int from film_photo p where p."IdFilm" = f."Id" and p."IsPrincipal") as principal,
        (select count(*)::int from film_pays p where p."IdFilm" = f."Id" and p."IsPrincipal") as countries,
        (f."IdProcede" is not null and f."IdRatio" is not null and f."IdSon" is not null
          and f."IdFramerate" is not null and f."IdPriseVue" is not null
          and exists (select 1 from film_support_captation s where s."IdFilm" = f."Id")
          and exists (select 1 from film_support_proj s where s."IdFilm" = f."Id")) as technical
      from film f where ${ownerFilms}`);
    expect(perFilm.rows).toHaveLength(DEMO_FILMS.length);
    for (const row of perFilm.rows) {
      expect(row).toMatchObject({ directors: 1, mailable: 1, principal: 1, countries: 1, technical: true });
    }
    const photos = await database.db.select().from(filmPhoto);
    for (const photo of photos) {
      expect(parseDemoFilmPhoto(photo.Fichier.replace(/\.jpg$/, ''), 'jpeg'), photo.Fichier).toBeDefined();
    }
    const poster = photos.find((photo) => photo.Type === 'poster');
    const drawn = await demoFilmPhotoFile({
      stem: poster?.Fichier.replace(/\.jpg$/, '') ?? '',
      format: 'webp',
      size: 'thumbnail',
      cacheDir: mkdtempSync(join(tmpdir(), 'demo-film-photos-')),
    });
    expect(drawn?.type).toBe('image/webp');
    const { default: sharp } = await import('sharp');
    const meta = await sharp(readFileSync(drawn?.path ?? '')).metadata();
    // A portrait poster fitted in the thumbnail box.
    expect(meta.height).toBe(400);
    expect(meta.width).toBeLessThan(meta.height ?? 0);
  });

  it('is idempotent: a second run adds no film, credit or photo', async () => {
    const before = [
      await count('film'),
      await count('generique'),
      await count('film_photo'),
      await count('compte'),
    ];
    const report = await seedDatabase({ db: database.db, now: NOW, demo: true });
    expect(report).toMatchObject({ demo: false, demoFilms: false, demoContent: false, demoHelp: false });
    expect([
      await count('film'),
      await count('generique'),
      await count('film_photo'),
      await count('compte'),
    ]).toEqual(before);
  });

  it('adds the films to a database seeded with demo festivals before they existed', async () => {
    const older = await createTestDatabase({ seed: 'dictionaries', now: NOW });
    try {
      await seedDemoCatalogue(older.db, NOW);
      const report = await seedDatabase({ db: older.db, now: NOW, demo: true });
      expect(report).toMatchObject({ demo: false, demoFilms: true });
      const rows = await older.db
        .select({ Shortname: film.Shortname })
        .from(film)
        .where(sql`${film.Shortname} is not null`);
      expect(rows).toHaveLength(DEMO_FILMS.length);
    } finally {
      await older.close();
    }
  });
});
