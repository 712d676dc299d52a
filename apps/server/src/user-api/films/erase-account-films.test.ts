import type { Database } from '@shortlist/db/client';
import { film, filmPhoto, filmTitre } from '@shortlist/db/schema/films';
import { createTestDatabase } from '@shortlist/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../test/test-accounts.ts';
import { eraseAccountFilms } from './erase-account-films.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: 'dictionaries' });
});
afterAll(() => database.close());

async function insertFilm(IdCompte: number, TitreOriginal: string): Promise<number> {
  const db = database.db;
  const [row] = await db
    .insert(film)
    .values({
      IdCompte,
      TitreOriginal,
      TitreRecherche: TitreOriginal.toLowerCase(),
      DateDeclarationDroits: new Date(),
      Publication: 1,
      Shortname: TitreOriginal,
      ShortnameRecherche: TitreOriginal.toLowerCase(),
    })
    .returning({ Id: film.Id });
  const Id = row?.Id ?? 0;
  await db.insert(filmTitre).values({ IdFilm: Id, IdLangue: 13, Titre: TitreOriginal });
  await db
    .insert(filmPhoto)
    .values({ IdFilm: Id, Type: 'poster', Fichier: `${TitreOriginal}.jpg`, Mime: 'image/jpeg', Poids: 1 });
  return Id;
}

describe('eraseAccountFilms', () => {
  it("removes the account's films with their rows and names their folders of files; nobody else's", async () => {
    const db = database.db;
    const gone = await insertAccount({ database }, 'gone@example.com');
    const kept = await insertAccount({ database }, 'kept@example.com');
    const goneFilm = await insertFilm(gone, 'gone-film');
    const keptFilm = await insertFilm(kept, 'kept-film');
    const files = await eraseAccountFilms(db, { Id: gone });
    expect(files).toEqual([`films/${goneFilm}`]);
    expect(await db.select().from(film).where(eq(film.Id, goneFilm))).toEqual([]);
    expect(await db.select().from(filmTitre).where(eq(filmTitre.IdFilm, goneFilm))).toEqual([]);
    expect(await db.select().from(film).where(eq(film.Id, keptFilm))).toHaveLength(1);
    expect(await db.select().from(filmPhoto).where(eq(filmPhoto.IdFilm, keptFilm))).toHaveLength(1);
  });

  it('archives and hides a film festivals received, freeing its shortname', async () => {
    const db = database.db;
    const gone = await insertAccount({ database }, 'submitter@example.com');
    const submitted = await insertFilm(gone, 'submitted-film');
    const files = await eraseAccountFilms(
      db,
      { Id: gone },
      { engagements: async () => ({ basketEntries: 0, submissions: 1 }) },
    );
    expect(files).toEqual([]);
    const [row] = await db.select().from(film).where(eq(film.Id, submitted));
    expect(row).toMatchObject({ Statut: 3, Publication: 0, Shortname: null, MotDePasse: null });
  });
});
