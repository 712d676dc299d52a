import { membreFestival } from '@shortlist/db/schema/festival-space';
import { film } from '@shortlist/db/schema/films';
import { inscription } from '@shortlist/db/schema/submissions';
import type {
  ConflictDeclared,
  ConflictsResponse,
  EntryAssigneesResponse,
  Queue,
  SectionAssignments,
} from '@shortlist/domain/festival-space/assignment-contracts';
import type { EntryView, InboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import { FESTIVAL_VISIBLE_STATUSES } from '@shortlist/domain/submissions/submission-state';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';

// Assignments, conflicts of interest and the queue (issue 34), against the database: a section of
// six entries shared among three programmers two each, balanced by running time; a conflict
// moving an entry; who may do what; the queue's "next".

let f: FestivalSpaceTestApp;
let section: number;
let entries: { IdInscription: number; IdFilm: number }[];
const programmers: { signed: Signed; IdMembre: number }[] = [];

async function addProgrammer(login: string) {
  const IdCompte = await insertAccount(f.t, `${login}@example.com`);
  const [row] = await f.database.db
    .insert(membreFestival)
    .values({ IdCompte, IdFestival: f.festivalId, Role: 'programmer' })
    .returning({ Id: membreFestival.Id });
  return { signed: await signInAs(f.t.app, `${login}@example.com`), IdMembre: row!.Id };
}

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  section = f.sectionIds[1]!;
  entries = [];
  for (const [i, minutes] of [5, 12, 20, 8, 15, 30].entries()) {
    const entry = await f.sentEntry({
      who: i % 2 ? 'ada' : 'bob',
      title: `Assigned ${i}`,
      IdCampagneSection: section,
    });
    await f.database.db
      .update(film)
      .set({ Duree: minutes * 60 })
      .where(eq(film.Id, entry.IdFilm));
    entries.push(entry);
  }
  const [first] = await f.database.db
    .select({ Id: membreFestival.Id })
    .from(membreFestival)
    .where(
      sql`${membreFestival.IdCompte} = ${f.accountIds.programmer} and ${membreFestival.IdFestival} = ${f.festivalId}`,
    );
  programmers.push({ signed: f.programmer, IdMembre: first!.Id });
  programmers.push(await addProgrammer('second'), await addProgrammer('third'));
});
afterAll(() => f.close());

const json = <T>(response: { json: () => unknown }) => response.json() as T;
const auto = (who: Signed, perEntry: number, sectionId = section) =>
  f.call(who, 'POST', `festivals/${f.festivalId}/sections/${sectionId}/assignments/auto`, { perEntry });

async function assignmentsOf(sectionId: number) {
  const { rows } = await f.database.db.execute<{
    IdInscription: number;
    IdMembre: number;
    Duree: number;
  }>(sql`
    select a."IdInscription", a."IdMembre", coalesce(fi."Duree", 0) as "Duree" from "affectation" a
    join "inscription" i on i."Id" = a."IdInscription" join "film" fi on fi."Id" = i."IdFilm"
    where i."IdCampagneSection" = ${sectionId}`);
  return rows.map((r) => ({
    IdInscription: Number(r.IdInscription),
    IdMembre: Number(r.IdMembre),
    Duree: Number(r.Duree),
  }));
}

async function sectionEntryIds(sectionId: number): Promise<number[]> {
  const rows = await f.database.db
    .select({ Id: inscription.Id })
    .from(inscription)
    .where(
      sql`${inscription.IdCampagneSection} = ${sectionId} and (${inscription.Statut} & ${FESTIVAL_VISIBLE_STATUSES}) <> 0`,
    );
  return rows.map((r) => r.Id);
}

describe('automatic assignment', () => {
  it('gives each entry to two programmers, balanced within the longest film', async () => {
    const answer = await auto(f.manager, 2);
    expect(answer.statusCode).toBe(200);
    const body = json<SectionAssignments>(answer);
    expect(body.perEntry).toBe(2);
    expect(body.shortfall).toEqual([]);
    const rows = await assignmentsOf(section);
    const ids = await sectionEntryIds(section);
    for (const id of ids) expect(rows.filter((r) => r.IdInscription === id)).toHaveLength(2);
    const loads = body.programmers.filter((p) => programmers.some((q) => q.IdMembre === p.IdMembre));
    expect(loads).toHaveLength(3);
    const longest = Math.max(...rows.map((r) => r.Duree));
    const seconds = loads.map((p) => p.seconds);
    expect(Math.max(...seconds) - Math.min(...seconds)).toBeLessThanOrEqual(longest);
  });

  it('is for managers only: 403 for a programmer, 404 for another festival and an unknown section', async () => {
    const refused = await auto(f.programmer, 2);
    expect([refused.statusCode, json<{ code: string }>(refused).code]).toEqual([
      403,
      'FESTIVAL_ROLE_REQUIRED',
    ]);
    expect((await f.call(f.programmer, 'GET', `festivals/${f.festivalId}/assignments`)).statusCode).toBe(403);
    expect((await f.call(f.outsider, 'GET', `festivals/${f.festivalId}/assignments`)).statusCode).toBe(404);
    expect(
      (
        await f.call(f.outsider, 'POST', `festivals/${f.festivalId}/sections/${section}/assignments/auto`, {
          perEntry: 1,
        })
      ).statusCode,
    ).toBe(404);
    const outsiderSection = await f.database.db.execute<{ Id: number }>(sql`
      select cs."Id" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
      where c."IdFestival" = ${f.otherFestivalId} limit 1`);
    expect((await auto(f.manager, 1, Number(outsiderSection.rows[0]!.Id))).statusCode).toBe(404);
    expect(
      (
        await f.call(f.programmer, 'POST', `entries/${entries[0]!.IdInscription}/assignments`, {
          IdMembre: programmers[1]!.IdMembre,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('conflicts of interest', () => {
  it('moves an assigned entry to another programmer, hides its notes and marks it in the inbox', async () => {
    await auto(f.manager, 2);
    const mine = (await assignmentsOf(section)).find((r) => r.IdMembre === programmers[0]!.IdMembre)!;
    const entryId = mine.IdInscription;
    await f.call(f.manager, 'PUT', `entries/${entryId}/decision-note`, {
      MessageDecision: 'Secret thoughts',
      MotifsDecision: [],
    });
    const declared = await f.call(programmers[0]!.signed, 'POST', `entries/${entryId}/conflicts`, {
      IdPersonne: null,
    });
    expect(declared.statusCode).toBe(200);
    const body = json<ConflictDeclared>(declared);
    expect(body.reassigned).toHaveLength(1);
    expect(body.reassigned[0]!.to).not.toBeNull();
    const after = (await assignmentsOf(section)).filter((r) => r.IdInscription === entryId);
    expect(after).toHaveLength(2);
    expect(after.map((r) => r.IdMembre)).not.toContain(programmers[0]!.IdMembre);

    const view = json<EntryView>(await f.call(programmers[0]!.signed, 'GET', `entries/${entryId}`));
    expect(view.conflicts).toHaveLength(1);
    expect(view.MessageDecision).toBeNull();
    const managerView = json<EntryView>(await f.call(f.manager, 'GET', `entries/${entryId}`));
    expect(managerView.conflicts).toEqual([]);

    const inbox = json<InboxPage>(
      await f.call(programmers[0]!.signed, 'POST', `festivals/${f.festivalId}/entries/filter/0/100`, {
        sections: [section],
      }),
    );
    expect(inbox.items.find((i) => i.IdInscription === entryId)?.conflicted).toBe(true);
    expect(inbox.items.filter((i) => i.conflicted)).toHaveLength(1);
    const managerInbox = json<InboxPage>(
      await f.call(f.manager, 'POST', `festivals/${f.festivalId}/entries/filter/0/100`, {
        sections: [section],
      }),
    );
    expect(managerInbox.items.some((i) => i.conflicted)).toBe(false);

    // Never assigned it again, automatically or by hand.
    await auto(f.manager, 3);
    expect(
      (await assignmentsOf(section)).some(
        (r) => r.IdInscription === entryId && r.IdMembre === programmers[0]!.IdMembre,
      ),
    ).toBe(false);
    const byHand = await f.call(f.manager, 'POST', `entries/${entryId}/assignments`, {
      IdMembre: programmers[0]!.IdMembre,
    });
    expect([byHand.statusCode, json<{ code: string }>(byHand).code]).toEqual([
      409,
      'ASSIGNMENT_CONFLICT_OF_INTEREST',
    ]);
  });

  it('lets managers read every conflict, a member only theirs, and only its author withdraw one', async () => {
    const all = json<ConflictsResponse>(
      await f.call(f.manager, 'GET', `festivals/${f.festivalId}/conflicts`),
    );
    expect(all.items.length).toBeGreaterThanOrEqual(1);
    const theirs = all.items[0]!;
    const other = json<ConflictsResponse>(
      await f.call(programmers[1]!.signed, 'GET', `festivals/${f.festivalId}/conflicts`),
    );
    expect(other.items).toEqual([]);
    expect((await f.call(f.outsider, 'GET', `festivals/${f.festivalId}/conflicts`)).statusCode).toBe(404);
    for (const who of [f.manager, programmers[1]!.signed]) {
      expect(
        (await f.call(who, 'DELETE', `festivals/${f.festivalId}/conflicts/${theirs.IdConflit}`)).statusCode,
      ).toBe(404);
    }
    const withdrawn = await f.call(
      programmers[0]!.signed,
      'DELETE',
      `festivals/${f.festivalId}/conflicts/${theirs.IdConflit}`,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(
      json<ConflictsResponse>(await f.call(f.manager, 'GET', `festivals/${f.festivalId}/conflicts`)).items,
    ).toEqual([]);
  });

  it('declares a conflict with a person only when the film credits them', async () => {
    const { IdInscription, IdFilm } = entries[2]!;
    // The film credits a person (its director), as the filmmaker's credits tab writes them.
    const { rows } = await f.database.db.execute<{ IdPersonne: number }>(sql`
      with p as (insert into "personne" ("Prenom", "Nom") values ('Dana', 'Credited') returning "Id"),
      c as (insert into "contact" ("IdCompteAnnuaire", "IdPersonne") select ${f.accountIds.ada}, p."Id" from p returning "Id", "IdPersonne")
      insert into "generique" ("IdFilm", "IdFonction", "IdContact")
      select ${IdFilm}, (select min("Id") from "fonction"), c."Id" from c returning (select "IdPersonne" from c) as "IdPersonne"`);
    const person = Number(rows[0]!.IdPersonne);
    const stranger = await f.call(programmers[1]!.signed, 'POST', `entries/${IdInscription}/conflicts`, {
      IdPersonne: 2_000_000,
    });
    expect(stranger.statusCode).toBe(404);
    const declared = await f.call(programmers[1]!.signed, 'POST', `entries/${IdInscription}/conflicts`, {
      IdPersonne: person,
    });
    expect(declared.statusCode).toBe(200);
    const again = await f.call(programmers[1]!.signed, 'POST', `entries/${IdInscription}/conflicts`, {
      IdPersonne: person,
    });
    expect(json<ConflictDeclared>(again).conflict.IdConflit).toBe(
      json<ConflictDeclared>(declared).conflict.IdConflit,
    );
    expect(
      json<EntryView>(await f.call(programmers[1]!.signed, 'GET', `entries/${IdInscription}`)).conflicts,
    ).toHaveLength(1);
    expect(
      (await f.call(f.outsider, 'POST', `entries/${IdInscription}/conflicts`, { IdPersonne: null }))
        .statusCode,
    ).toBe(404);
    await f.call(
      programmers[1]!.signed,
      'DELETE',
      `festivals/${f.festivalId}/conflicts/${json<ConflictDeclared>(declared).conflict.IdConflit}`,
    );
  });

  it('tells the manager when nobody is left to take an entry', async () => {
    await auto(f.manager, 3);
    const entryId = entries[0]!.IdInscription;
    const declared = json<ConflictDeclared>(
      await f.call(programmers[2]!.signed, 'POST', `entries/${entryId}/conflicts`, { IdPersonne: null }),
    );
    expect(declared.reassigned).toEqual([expect.objectContaining({ IdInscription: entryId, to: null })]);
    const overview = json<{ sections: SectionAssignments[] }>(
      await f.call(f.manager, 'GET', `festivals/${f.festivalId}/assignments`),
    );
    const ours = overview.sections.find((s) => s.IdCampagneSection === section)!;
    expect(ours.shortfall).toEqual([expect.objectContaining({ IdInscription: entryId, missing: 1 })]);
    await f.call(
      programmers[2]!.signed,
      'DELETE',
      `festivals/${f.festivalId}/conflicts/${declared.conflict.IdConflit}`,
    );
  });
});

describe('assignment by hand and the queue', () => {
  it('assigns and takes back one entry, and serves the assigned entry with the fewest complete views', async () => {
    await f.database.db.execute(sql`delete from "affectation"`);
    const [a, b] = [entries[3]!, entries[4]!];
    const me = programmers[1]!;
    for (const entry of [a, b]) {
      const given = await f.call(f.manager, 'POST', `entries/${entry.IdInscription}/assignments`, {
        IdMembre: me.IdMembre,
      });
      expect(json<EntryAssigneesResponse>(given).items.map((i) => i.IdMembre)).toEqual([me.IdMembre]);
    }
    // Someone watched b to the end: a, with no complete view, comes first.
    await f.database.db.execute(sql`
      insert into "visionnage" ("IdInscription", "IdCompte", "TypeVideo", "DatePremiere", "DateDerniere", "PositionMax", "Duree")
      values (${b.IdInscription}, ${f.accountIds.manager}, 'film', now(), now(), 900, 900)`);
    const queue = json<Queue>(await f.call(me.signed, 'GET', `festivals/${f.festivalId}/queue`));
    expect(queue.items.map((i) => i.IdInscription).sort()).toEqual([a.IdInscription, b.IdInscription].sort());
    expect(queue.next).toBe(a.IdInscription);
    // Once they watched a to the end, b is next.
    await f.database.db.execute(sql`
      insert into "visionnage" ("IdInscription", "IdCompte", "TypeVideo", "DatePremiere", "DateDerniere", "PositionMax", "Duree")
      select ${a.IdInscription}, m."IdCompte", 'film', now(), now(), 480, 480 from "membre_festival" m where m."Id" = ${me.IdMembre}`);
    const later = json<Queue>(await f.call(me.signed, 'GET', `festivals/${f.festivalId}/queue`));
    expect(later.items.find((i) => i.IdInscription === a.IdInscription)).toMatchObject({
      watchedToEnd: true,
      furthestPercent: 100,
    });
    expect(later.next).toBe(b.IdInscription);
    expect((await f.call(f.outsider, 'GET', `festivals/${f.festivalId}/queue`)).statusCode).toBe(404);

    const back = await f.call(f.manager, 'DELETE', `entries/${a.IdInscription}/assignments/${me.IdMembre}`);
    expect(json<EntryAssigneesResponse>(back).items).toEqual([]);
    expect(
      (await f.call(f.manager, 'DELETE', `entries/${a.IdInscription}/assignments/${me.IdMembre}`)).statusCode,
    ).toBe(404);
    const stranger = await f.call(f.manager, 'POST', `entries/${a.IdInscription}/assignments`, {
      IdMembre: 2_000_000,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
