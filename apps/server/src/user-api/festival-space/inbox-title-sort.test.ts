import { readFileSync } from 'node:fs';
import { searchName } from '@shortlist/db/search-name';
import type { InboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';

/*
 * The inbox's title sort reads each entry's copy of its film's folded title
 * (`inscription."TitreFilmRecherche"`, kept by the triggers of migration 0032), checked against
 * the film's own column as an oracle: after entries are made, films renamed (titles that fold
 * alike or apart), an entry given another film, a copy written directly, and the migration's
 * one-off fill; and the inbox's order by title both ways is the order by the films' titles.
 */

let f: FestivalSpaceTestApp;
const films: number[] = [];
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  for (const [i, title] of ['Zèbre', 'abeille', 'Été', 'Ete', 'Öl', 'Ohm'].entries()) {
    const entry = await f.sentEntry({
      who: i % 2 === 0 ? 'ada' : 'bob',
      title,
      IdCampagneSection: f.sectionIds[i % 2] as number,
    });
    films.push(entry.IdFilm);
  }
}, 60_000);
afterAll(() => f.close());

/** Entries whose copy differs from their film's folded title (none when the triggers hold). */
async function strayCopies(): Promise<unknown[]> {
  const { rows } = await f.database.db.execute(sql`select i."Id", i."TitreFilmRecherche", fi."TitreRecherche"
    from "inscription" i join "film" fi on fi."Id" = i."IdFilm"
    where i."TitreFilmRecherche" is distinct from fi."TitreRecherche"`);
  return rows;
}

const rename = (filmId: number, title: string) =>
  f.database.db.execute(
    sql`update "film" set "TitreOriginal" = ${title}, "TitreRecherche" = ${searchName(title)} where "Id" = ${filmId}`,
  );

/** The inbox by title, against the order of the films' own folded titles then the entry's id. */
async function expectTitleOrder() {
  for (const descending of [false, true]) {
    const response = await f.call(f.manager, 'POST', `festivals/${f.festivalId}/entries/filter/0/100`, {
      sort: 'title',
      descending,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as InboxPage;
    const direction = sql.raw(descending ? 'desc' : 'asc');
    const { rows } = await f.database.db.execute<{ Id: number }>(sql`select i."Id" from "inscription" i
      join "film" fi on fi."Id" = i."IdFilm"
      where i."IdCampagneSection" in (select cs."Id" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
        where c."IdFestival" = ${f.festivalId}) and i."Statut" <> 1
      order by fi."TitreRecherche" collate "C" ${direction}, i."Id" ${direction}`);
    expect(page.items.map((item) => item.IdInscription)).toEqual(rows.map((row) => Number(row.Id)));
  }
}

describe('the inbox title sort', () => {
  it('follows the films’ titles through every change', async () => {
    const db = f.database.db;
    expect(await strayCopies()).toEqual([]);
    await expectTitleOrder();
    await rename(films[0] as number, 'Aardvark');
    await rename(films[3] as number, 'ÉTÉ');
    expect(await strayCopies()).toEqual([]);
    await expectTitleOrder();
    // An entry given another film, and a copy written directly: both take the film's title.
    const { rows } = await db.execute<{ Id: number }>(
      sql`select "Id" from "inscription" where "IdFilm" = ${films[1]} limit 1`,
    );
    const entryId = Number(rows[0]?.Id);
    await db.execute(sql`update "inscription" set "IdFilm" = ${films[4]} where "Id" = ${entryId}`);
    await db.execute(sql`update "inscription" set "TitreFilmRecherche" = 'zzz' where "IdFilm" = ${films[2]}`);
    expect(await strayCopies()).toEqual([]);
    await expectTitleOrder();
    await db.execute(sql`update "inscription" set "IdFilm" = ${films[1]} where "Id" = ${entryId}`);
    await expectTitleOrder();
  });

  it('is filled once by the migration from the entries written before it', async () => {
    const db = f.database.db;
    const migration = readFileSync(
      new URL('../../../../../packages/db/migrations/0032_inbox_title_sort.sql', import.meta.url),
      'utf8',
    );
    const fill = migration.split('--> statement-breakpoint').at(-1) as string;
    expect(fill).toContain('UPDATE "inscription"');
    // Blanked as the column's default leaves rows written before the migration (triggers off).
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update "inscription" set "TitreFilmRecherche" = ''`);
    });
    expect((await strayCopies()).length).toBeGreaterThan(0);
    await db.execute(sql.raw(fill));
    expect(await strayCopies()).toEqual([]);
    await expectTitleOrder();
  });
});
