import { readFileSync } from 'node:fs';
import { type InboxFilter, ZInboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InboxEntries, seedInboxEntries } from '../../test/festival-inbox-entries.ts';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';

/*
 * The inbox filters and searches on each entry's copies of what it reads of its film (migrations
 * 0033-0034). The search reads each entry's copy of its film's folded titles and directors' names
 * (`inscription."FilmRecherche"`, kept by the triggers of migration 0033). Each change a film
 * record can make (titles, a director credited, uncredited or given another function, a person
 * renamed, a contact pointed at another person) is followed by searches a festival would type,
 * and the copies are checked against the films' and people's own folded columns as an oracle.
 */

let f: FestivalSpaceTestApp;
let e: InboxEntries;
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  e = await seedInboxEntries(f);
}, 60_000);
afterAll(() => f.close());

const found = (search: string) => kept({ search });

async function kept(filter: InboxFilter): Promise<number[]> {
  const response = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/entries/filter/0/100`, filter);
  expect(response.statusCode, response.body).toBe(200);
  return ZInboxPage.parse(response.json())
    .items.map((item) => item.IdInscription)
    .sort((a, b) => a - b);
}

/** Entries whose copy is not their film's titles and directors' names (none when the triggers hold). */
async function strayCopies(): Promise<unknown[]> {
  const { rows } = await f.database.db.execute(sql`
    select i."Id", i."FilmRecherche", expected.text from "inscription" i
    cross join lateral (
      select fi."TitresRecherche" || coalesce(string_agg(chr(1) || p."NomRecherche", '' order by g."Id"), '') as text
      from "film" fi
      left join "generique" g on g."IdFilm" = fi."Id" and g."IdFonction" = 1
      left join "contact" ct on ct."Id" = g."IdContact"
      left join "personne" p on p."Id" = ct."IdPersonne"
      where fi."Id" = i."IdFilm"
      group by fi."TitresRecherche") expected
    where i."FilmRecherche" is distinct from expected.text`);
  return rows;
}

/** Entries whose duration and flags differ from their film's (none when the triggers hold). */
async function strayFilterCopies(): Promise<unknown[]> {
  const { rows } = await f.database.db.execute(sql`select i."Id" from "inscription" i
    join "film" fi on fi."Id" = i."IdFilm"
    where i."FilmDuree" is distinct from fi."Duree" or i."FilmPremier" <> fi."IsPremierFilm"
      or i."FilmEcole" <> fi."IsFilmEcole"`);
  return rows;
}

const db = () => f.database.db;

async function directorOf(
  filmId: number,
): Promise<{ personId: number; contactId: number; creditId: number }> {
  const { rows } = await db().execute<{ personId: number; contactId: number; creditId: number }>(sql`
    select ct."IdPersonne" as "personId", ct."Id" as "contactId", g."Id" as "creditId"
    from "generique" g join "contact" ct on ct."Id" = g."IdContact"
    where g."IdFilm" = ${filmId} and g."IdFonction" = 1 order by g."Id" limit 1`);
  const row = rows[0]!;
  return { personId: Number(row.personId), contactId: Number(row.contactId), creditId: Number(row.creditId) };
}

describe('the inbox copies of the film', () => {
  it('follows titles, credits, people and contacts through every change', async () => {
    const ete = e.ete.IdInscription;
    const harbour = e.harbour.IdInscription;
    expect(await strayCopies()).toEqual([]);
    expect(await found('rohmer')).toEqual([ete]);

    // A title changed: the new one is found, the old one no longer.
    await db().execute(
      sql`update "film" set "TitreInternationnal" = 'Paris in Summer' where "Id" = ${e.ete.IdFilm}`,
    );
    expect(await found('paris in summer')).toEqual([ete]);
    expect(await found('summer in paris')).toEqual([]);

    // The director renamed (accents typed or not).
    const rohmer = await directorOf(e.ete.IdFilm);
    await db().execute(sql`update "personne" set "Nom" = 'Schérer' where "Id" = ${rohmer.personId}`);
    expect(await found('scherer')).toEqual([ete]);
    expect(await found('rohmer')).toEqual([]);

    // The contact now another person (a contact is one person's: a new one).
    const { rows: rivette } = await db().execute<{ Id: number }>(
      sql`insert into "personne" ("Prenom", "Nom") values ('Jacques', 'Rivette') returning "Id"`,
    );
    await db().execute(
      sql`update "contact" set "IdPersonne" = ${Number(rivette[0]!.Id)} where "Id" = ${rohmer.contactId}`,
    );
    expect(await found('jacques rivette')).toEqual([ete]);
    expect(await found('scherer')).toEqual([]);

    // The credit given another function, then back, then removed.
    await db().execute(sql`update "generique" set "IdFonction" = 2 where "Id" = ${rohmer.creditId}`);
    expect(await found('rivette')).toEqual([]);
    await db().execute(sql`update "generique" set "IdFonction" = 1 where "Id" = ${rohmer.creditId}`);
    expect(await found('rivette')).toEqual([ete]);
    await db().execute(sql`delete from "generique" where "Id" = ${rohmer.creditId}`);
    expect(await found('rivette')).toEqual([]);
    expect(await found('agnes varda')).toEqual([harbour]);

    // Several credits written in one statement, as a film record's save does.
    await db().execute(sql`insert into "generique" ("IdFilm", "IdFonction", "IdContact", "OrdreFonction")
      select ${e.ete.IdFilm}, 1, ct."Id", row_number() over (order by ct."Id") from "contact" ct
      where ct."IdPersonne" in (select p."Id" from "personne" p where p."Nom" in ('Marker', 'Varda'))`);
    expect(await found('chris marker')).toEqual([ete, harbour].sort((a, b) => a - b));

    // A copy written directly is replaced; an entry given another film takes that film's.
    await db().execute(sql`update "inscription" set "FilmRecherche" = 'forged' where "Id" = ${ete}`);
    expect(await found('forged')).toEqual([]);
    await db().execute(sql`update "inscription" set "IdFilm" = ${e.harbour.IdFilm} where "Id" = ${ete}`);
    expect(await strayCopies()).toEqual([]);
    await db().execute(sql`update "inscription" set "IdFilm" = ${e.ete.IdFilm} where "Id" = ${ete}`);
    expect(await strayCopies()).toEqual([]);
  });

  it('is filled once by the migration from the entries written before it', async () => {
    const migration = readFileSync(
      new URL('../../../../../packages/db/migrations/0033_inbox_film_search.sql', import.meta.url),
      'utf8',
    );
    const fill = migration.split('--> statement-breakpoint').at(-1) as string;
    expect(fill).toContain('UPDATE "inscription"');
    // Blanked as the column's default leaves rows written before the migration (triggers off).
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update "inscription" set "FilmRecherche" = ''`);
    });
    expect((await strayCopies()).length).toBeGreaterThan(0);
    await db().execute(sql.raw(fill));
    expect(await strayCopies()).toEqual([]);
    expect(await found('marker')).toContain(e.harbour.IdInscription);
  });

  it('filters by the films’ duration and flags through every change', async () => {
    const { ete, harbour, ondes } = e;
    const byId = (...list: { IdInscription: number }[]) =>
      list.map((x) => x.IdInscription).sort((a, b) => a - b);
    expect(await strayFilterCopies()).toEqual([]);
    expect(await kept({ firstFilm: true })).toEqual(byId(ete));
    await db().execute(
      sql`update "film" set "IsPremierFilm" = true, "IsFilmEcole" = true, "Duree" = 300 where "Id" = ${ondes.IdFilm}`,
    );
    expect(await strayFilterCopies()).toEqual([]);
    expect(await kept({ firstFilm: true })).toEqual(byId(ete, ondes));
    expect(await kept({ schoolFilm: true })).toEqual(byId(harbour, ondes));
    expect(await kept({ durationMax: 400 })).toEqual(byId(ondes));
    const response = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/entries/filter/0/100`, {
      sort: 'duration',
    });
    expect(ZInboxPage.parse(response.json()).items.map((item) => item.IdInscription)).toEqual([
      ondes.IdInscription,
      ete.IdInscription,
      harbour.IdInscription,
    ]);
    // A copy written directly is replaced by the film's.
    await db().execute(
      sql`update "inscription" set "FilmEcole" = false, "FilmDuree" = 1 where "Id" = ${ondes.IdInscription}`,
    );
    expect(await strayFilterCopies()).toEqual([]);
    // The migration's fill, from rows blanked as before it.
    const migration = readFileSync(
      new URL('../../../../../packages/db/migrations/0034_inbox_film_filters.sql', import.meta.url),
      'utf8',
    );
    const fill = migration.split('--> statement-breakpoint').at(-1) as string;
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update "inscription" set "FilmDuree" = null, "FilmPremier" = false, "FilmEcole" = false`,
      );
    });
    expect((await strayFilterCopies()).length).toBeGreaterThan(0);
    await db().execute(sql.raw(fill));
    expect(await strayFilterCopies()).toEqual([]);
  });
});
