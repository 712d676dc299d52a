import type { InboxCounts, InboxFilter, InboxPage } from '@shortlist/domain/festival-space/entry-contracts';
import { SUBMISSION_STATUS as S } from '@shortlist/domain/submissions/submission-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import { NOW } from '../../test/festival-test-app.ts';
import { countableFilter, freshInboxCounts, inboxSummaryLoader } from './inbox-counts.ts';
import { inboxCountSql } from './inbox-page.ts';
import { reportViewing } from './report-viewing.ts';

/*
 * The inbox's counts kept per festival and inbox version (`inbox_version`, the deferred triggers
 * of migration 0031): after each kind of change the counts read (an entry sent, a status, a
 * publication, a viewing report across a coverage, an entry moved, deleted, a section or a
 * campaign moved to another festival), the counts the inbox answers equal a fresh computation
 * (`freshInboxCounts`, never kept); a change that the counts do not read keeps the version; a
 * rolled-back change leaves the version and the counts as they were, and the version is set in
 * the change's own transaction; changes and reads at once end with fresh counts; a second app
 * (its own cache, as a second server) sees the change made through the first. Run on PGlite and
 * on PostgreSQL (TEST_DATABASE_URL), where the concurrent requests use their own connections.
 */

let f: FestivalSpaceTestApp;
const entries: number[] = [];
beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  for (const [i, title] of ['Alder', 'Birch', 'Cedar', 'Elm', 'Fir', 'Hazel'].entries()) {
    const entry = await f.sentEntry({
      who: i % 2 === 0 ? 'ada' : 'bob',
      title: `${title} Counts`,
      IdCampagneSection: f.sectionIds[i % 2] as number,
    });
    entries.push(entry.IdInscription);
  }
}, 60_000);
afterAll(() => f.close());

const entry = (i: number) => entries[i] as number;

/** The counts without the sections' labels (the fresh ones are read in English). */
const shape = (counts: InboxCounts) => ({
  ...counts,
  bySection: counts.bySection.map(({ IdCampagneSection, count }) => ({ IdCampagneSection, count })),
});

async function answered(festivalId = f.festivalId): Promise<InboxCounts> {
  // The outsider manages the other festival.
  const who = festivalId === f.festivalId ? f.manager : f.outsider;
  const response = await f.call(who, 'POST', `festivals/${festivalId}/entries/filter/0/10`, {});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as InboxPage).counts;
}

async function version(festivalId = f.festivalId): Promise<number> {
  const { rows } = await f.database.db.execute<{ v: string | number }>(
    sql`select coalesce((select "Version" from "inbox_version" where "IdFestival" = ${festivalId}), 0) as "v"`,
  );
  return Number(rows[0]?.v);
}

/** The counts the inbox answers are the fresh ones; answers the fresh ones. */
async function expectFresh(festivalId = f.festivalId): Promise<InboxCounts> {
  const fresh = await freshInboxCounts(f.database.db, festivalId, 'en');
  expect(shape(await answered(festivalId))).toEqual(shape(fresh));
  return fresh;
}

const setStatus = async (id: number, Statut: number) => {
  const response = await f.call(f.manager, 'PUT', `entries/${id}/status`, { Statut });
  expect(response.statusCode, response.body).toBe(200);
};

const report = (member: 'manager' | 'programmer', id: number, position: number, seconds: number) =>
  reportViewing(f.database.db, {
    accountId: f.accountIds[member],
    entryId: id,
    report: { TypeVideo: 'film', position, duration: 600 },
    now: new Date(NOW.getTime() + seconds * 1000),
  });

describe('the inbox counts kept per festival version', () => {
  it('equal a fresh computation after every kind of change, and a new version only then', async () => {
    const db = f.database.db;
    await expectFresh();
    /** Runs `change`, then checks the version moved (or not) and the counts are fresh. */
    const step = async (name: string, change: () => Promise<unknown>, moves = true) => {
      const before = await version();
      await change();
      expect((await version()) !== before, name).toBe(moves);
      await expectFresh();
    };
    await step('an entry sent', () => f.sentEntry({ who: 'ada', title: 'Juniper Counts' }));
    await step('a status', () => setStatus(entry(0), S.validated));
    await step('another status', () => setStatus(entry(1), S.validated));
    await step('a publication', () =>
      f.call(f.manager, 'POST', `festivals/${f.festivalId}/decisions/publish`, {
        IdCampagneSection: f.sectionIds[0],
      }),
    );
    await step('opened: never opened to partly', () => report('manager', entry(2), 30, 10));
    await step(
      'one more member opened it: the same coverage',
      () => report('programmer', entry(2), 40, 20),
      false,
    );
    await step(
      'further, not to the end: the same coverage',
      () => report('manager', entry(2), 300, 30),
      false,
    );
    await step('watched to the end: partly to full', () => report('manager', entry(2), 600, 40));
    await step('the viewing rows gone: full to never opened', () =>
      db.execute(sql`delete from "visionnage" where "IdInscription" = ${entry(2)}`),
    );
    await step(
      'a column the counts do not read',
      () => db.execute(sql`update "inscription" set "Numero" = "Numero" + 1000 where "Id" = ${entry(3)}`),
      false,
    );
    await step('an entry moved to another section', () =>
      db.execute(
        sql`update "inscription" set "IdCampagneSection" = ${f.sectionIds[1]} where "Id" = ${entry(4)}`,
      ),
    );
    await step('an entry deleted', () => db.execute(sql`delete from "inscription" where "Id" = ${entry(5)}`));
    entries.pop();

    // Another festival's section: both festivals' counts change.
    const { rows } = await db.execute<{ Id: number }>(sql`select cs."Id" from "campagne_section" cs
      join "campagne" c on c."Id" = cs."IdCampagne" where c."IdFestival" = ${f.otherFestivalId} limit 1`);
    const otherSection = Number(rows[0]?.Id);
    await expectFresh(f.otherFestivalId);
    const otherBefore = await version(f.otherFestivalId);
    await step('an entry moved to another festival', () =>
      db.execute(
        sql`update "inscription" set "IdCampagneSection" = ${otherSection} where "Id" = ${entry(4)}`,
      ),
    );
    expect(await version(f.otherFestivalId)).not.toBe(otherBefore);
    await expectFresh(f.otherFestivalId);
    await step('and back', () =>
      db.execute(
        sql`update "inscription" set "IdCampagneSection" = ${f.sectionIds[0]} where "Id" = ${entry(4)}`,
      ),
    );
    await expectFresh(f.otherFestivalId);

    // A campaign given to another festival and back, and a section moved to another campaign.
    const { rows: campaigns } = await db.execute<{ Id: number; AnneeEdition: number }>(
      sql`select c."Id", c."AnneeEdition" from "campagne" c join "campagne_section" cs on cs."IdCampagne" = c."Id"
        where cs."Id" = ${f.sectionIds[1]}`,
    );
    const campaign = campaigns[0] as { Id: number; AnneeEdition: number };
    await step('a campaign given to another festival', () =>
      db.execute(
        sql`update "campagne" set "IdFestival" = ${f.otherFestivalId}, "AnneeEdition" = 1901 where "Id" = ${campaign.Id}`,
      ),
    );
    await expectFresh(f.otherFestivalId);
    await step('and given back', () =>
      db.execute(
        sql`update "campagne" set "IdFestival" = ${f.festivalId}, "AnneeEdition" = ${campaign.AnneeEdition} where "Id" = ${campaign.Id}`,
      ),
    );
    const { rows: otherCampaigns } = await db.execute<{ Id: number }>(
      sql`select "Id" from "campagne" where "IdFestival" = ${f.otherFestivalId} limit 1`,
    );
    await step('a section moved to another festival’s campaign', () =>
      db.execute(
        sql`update "campagne_section" set "IdCampagne" = ${Number(otherCampaigns[0]?.Id)} where "Id" = ${f.sectionIds[0]}`,
      ),
    );
    await expectFresh(f.otherFestivalId);
    await step('and back', () =>
      db.execute(
        sql`update "campagne_section" set "IdCampagne" = ${campaign.Id} where "Id" = ${f.sectionIds[0]}`,
      ),
    );
    // Whatever moved, the counts add up to the entries the festival sees.
    const counts = await expectFresh();
    expect(Object.values(counts.byStatus).reduce((a, b) => a + b, 0)).toBe(
      counts.bySection.reduce((a, s) => a + s.count, 0),
    );
  });

  it('reuses the counts of a version: a change made without its triggers stays unseen until a new version', async () => {
    const db = f.database.db;
    const before = shape(await expectFresh());
    // Triggers off for one transaction (as a restore would): the version stays, so do the counts.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update "inscription" set "Statut" = ${S.selected} where "Id" = ${entry(1)}`);
    });
    expect(shape(await answered())).toEqual(before);
    // Any later change gives a new version, and the counts are computed again.
    await db.execute(sql`update "inscription" set "StatutPublie" = "StatutPublie" where "Id" = ${entry(1)}`);
    expect(shape(await answered())).toEqual(before);
    await setStatus(entry(0), S.selected);
    const fresh = await expectFresh();
    expect(fresh.byStatus[String(S.selected)]).toBe(2);
  });

  it('sets the version in the change’s own transaction: a rolled-back change leaves both as they were', async () => {
    const db = f.database.db;
    const before = shape(await expectFresh());
    const versionBefore = await version();
    let inside = 0;
    let txid = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update "inscription" set "Statut" = ${S.notSelected} where "Id" = ${entry(3)}`);
        // The deferred trigger, run now rather than at the commit: the version is this transaction's.
        await tx.execute(sql`set constraints all immediate`);
        const { rows } = await tx.execute<{ v: string; txid: string }>(sql`select
          (select "Version" from "inbox_version" where "IdFestival" = ${f.festivalId}) as "v", txid_current() as "txid"`);
        inside = Number(rows[0]?.v);
        txid = Number(rows[0]?.txid);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(inside).toBe(txid);
    expect(await version()).toBe(versionBefore);
    expect(shape(await answered())).toEqual(before);
    expect(shape(await expectFresh())).toEqual(before);
  });

  it('gives every festival a transaction changed the same new version, and none for a rolled-back savepoint', async () => {
    const db = f.database.db;
    const { rows } = await db.execute<{ Id: number }>(sql`select cs."Id" from "campagne_section" cs
      join "campagne" c on c."Id" = cs."IdCampagne" where c."IdFestival" = ${f.otherFestivalId} limit 1`);
    const before = [await version(), await version(f.otherFestivalId)];
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update "inscription" set "IdCampagneSection" = ${Number(rows[0]?.Id)} where "Id" = ${entry(4)}`,
      );
      await tx.execute(
        sql`update "inscription" set "IdCampagneSection" = ${f.sectionIds[0]} where "Id" = ${entry(4)}`,
      );
    });
    const after = [await version(), await version(f.otherFestivalId)];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[0]).toBe(after[1]);
    await expectFresh();
    await expectFresh(f.otherFestivalId);
    // A savepoint rolled back takes its note with it: the transaction changed nothing counted.
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await savepoint.execute(
            sql`update "inscription" set "Statut" = ${S.cancelled} where "Id" = ${entry(3)}`,
          );
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      // A change of the other festival only: its version moves, not this festival's.
      await tx.execute(sql`insert into "inscription" ("IdCompte", "IdFilm", "IdCampagneSection")
        select "IdCompte", "IdFilm", ${Number(rows[0]?.Id)} from "inscription" where "Id" = ${entry(3)}`);
    });
    expect(await version()).toBe(after[0]);
    expect(await version(f.otherFestivalId)).not.toBe(after[1]);
    await expectFresh();
  });

  it('ends fresh after status changes, viewing reports and reads at once', async () => {
    await expectFresh();
    const statuses = [S.validated, S.selected, S.notSelected];
    for (let round = 0; round < 4; round++) {
      await Promise.all([
        ...entries.slice(0, 4).map((id, i) =>
          f.call(i % 2 ? f.programmer : f.manager, 'PUT', `entries/${id}/status`, {
            Statut: statuses[(round + i) % statuses.length],
          }),
        ),
        ...entries.map((id, i) =>
          report(i % 2 ? 'programmer' : 'manager', id, (round * 200 + i * 50) % 601, 100 + round),
        ),
        ...Array.from({ length: 6 }, () => answered()),
        // And entries moved between the sections by other transactions.
        ...entries.map((id, i) =>
          f.database.db.execute(
            sql`update "inscription" set "IdCampagneSection" = ${f.sectionIds[(round + i) % 2]} where "Id" = ${id}`,
          ),
        ),
      ]);
      await expectFresh();
    }
  });

  it('a second app on the same database (its own cache) sees the changes made through the first', async () => {
    const db = f.database.db;
    const second = inboxSummaryLoader(db);
    const counts = async () => shape((await second({ festivalId: f.festivalId, language: 'en' })).counts);
    expect(await counts()).toEqual(shape(await expectFresh()));
    await f.database.db.execute(
      sql`update "inscription" set "Statut" = ${S.awarded} where "Id" = ${entry(2)}`,
    );
    const fresh = shape(await expectFresh());
    expect(await counts()).toEqual(fresh);
    await db.execute(sql`delete from "visionnage" where "IdInscription" = ${entry(0)}`);
    expect(await counts()).toEqual(shape(await freshInboxCounts(db, f.festivalId, 'en')));
    await expectFresh();
  });

  it('adds up the total of a filter on counted fields from the counts, as the page query counts it', async () => {
    const db = f.database.db;
    // Some entries partly and fully watched, some decisions unpublished.
    await report('manager', entry(0), 30, 500);
    await report('programmer', entry(1), 600, 500);
    await db.execute(sql`update "inscription" set "Statut" = ${S.validated} where "Id" = ${entry(3)}`);
    const filters: InboxFilter[] = [
      {},
      { sort: 'title' },
      { statuses: S.validated },
      { statuses: S.sent | S.validated | S.notFinished },
      { statuses: S.notFinished },
      { sections: [f.sectionIds[1] as number] },
      { sections: [f.sectionIds[0] as number, 999_999] },
      { coverage: ['notOpened'] },
      { coverage: ['partly', 'full'] },
      { coverage: ['notOpened', 'partly', 'full'] },
      { unpublished: true },
      { unpublished: false, sort: 'section', descending: true },
      { sections: [f.sectionIds[0] as number], statuses: S.validated | S.sent, coverage: ['partly'] },
      { search: ' ' },
      { countries: [] },
    ];
    for (const filter of filters) {
      expect(countableFilter(filter), JSON.stringify(filter)).toBe(true);
      const { rows } = await db.execute<{ total: number }>(
        inboxCountSql({ festivalId: f.festivalId, filter }),
      );
      const response = await f.call(
        f.manager,
        'POST',
        `festivals/${f.festivalId}/entries/filter/0/10`,
        filter,
      );
      const page = response.json() as InboxPage;
      expect(page.total, JSON.stringify(filter)).toBe(Number(rows[0]?.total));
      // Past the end: no row, the same total.
      const past = await f.call(
        f.manager,
        'POST',
        `festivals/${f.festivalId}/entries/filter/1000/10`,
        filter,
      );
      expect((past.json() as InboxPage).total, JSON.stringify(filter)).toBe(page.total);
    }
    for (const filter of [{ search: 'alder' }, { firstFilm: true }, { countries: [1] }, { durationMin: 1 }]) {
      expect(countableFilter(filter), JSON.stringify(filter)).toBe(false);
    }
  });
});
