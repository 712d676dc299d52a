import type { Database } from '@shortlist/db/client';
import { campagneStatut } from '@shortlist/db/schema/call-status';
import { campagne } from '@shortlist/db/schema/campaigns';
import { job } from '@shortlist/db/schema/platform';
import { createTestDatabase } from '@shortlist/db/testing';
import { currentCampaign } from '@shortlist/domain/festivals/campaign-rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, scheduleRecurringJobs } from '../../background-jobs.ts';
import { NOW } from '../../test/festival-test-app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { advanceCalls } from './advance-calls.ts';
import { CALL_LIFECYCLE_JOB } from './call-lifecycle-job.ts';

// The system's side of the call lifecycle (issue 33), `now` injected: an accepted call opens at
// its opening moment and closes after its last deadline, and the festival page says so.

const MINUTE = 60_000;
let database: Database;
let t: TestApp;
let clock = NOW;
/** A demo festival whose current call is accepted (verification handled) and opens later. */
let target: { IdFestival: number; IdCampagne: number; opening: Date; closing: Date };

/** The calls of each festival. */
function byFestival<T extends { IdFestival: number }>(calls: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const call of calls) grouped.set(call.IdFestival, [...(grouped.get(call.IdFestival) ?? []), call]);
  return grouped;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  t = await createTestApp({ database, now: () => clock });
  const calls = await database.db.select().from(campagne).orderBy(asc(campagne.Id));
  const found = [...byFestival(calls).values()]
    .map((festivalCalls) => currentCampaign(festivalCalls))
    .find((c) => c?.StatutCampagne === 'verification-handled' && c.OuvertureCampagne && c.FermetureCampagne);
  if (!found) throw new Error('the demo has no accepted call');
  target = {
    IdFestival: found.IdFestival,
    IdCampagne: found.Id,
    opening: found.OuvertureCampagne!,
    closing: found.FermetureCampagne!,
  };
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const status = async () =>
  (await database.db.select().from(campagne).where(eq(campagne.Id, target.IdCampagne)))[0]?.StatutCampagne;
/**
 * The festival page in `culture`: each step below reads it in a language not read before, so no
 * cached answer is involved (`festival-edits.test.ts` checks the cache follows a change).
 */
const page = async (culture: string) =>
  (await t.app.inject({ url: `/api/public/festivals/${target.IdFestival}`, headers: { culture } })).json();

describe('call lifecycle job', () => {
  it('runs every minute on one instance and opens an accepted call at its opening moment, not before', async () => {
    const options = {
      db: database.db,
      publicUrl: 'http://localhost',
      now: () => clock,
      only: 'user-api' as const,
    };
    const [a, b] = [createJobRunner(options), createJobRunner(options)];
    clock = new Date(target.opening.getTime() - 2 * MINUTE);
    await Promise.all([scheduleRecurringJobs(options), scheduleRecurringJobs(options)]);
    const passes = () => database.db.select().from(job).where(eq(job.Kind, CALL_LIFECYCLE_JOB));
    expect(await passes()).toHaveLength(1);
    clock = new Date(target.opening.getTime() - 1);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(await status()).toBe('verification-handled');

    clock = new Date(target.opening.getTime() + MINUTE);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(await status()).toBe('open');
    const opened = await page('en-GB');
    expect(opened.campaign.StatutCampagne).toBe('open');
    expect(['open', 'lastDays', 'invitationOnly']).toContain(opened.badge);
    expect((await passes()).filter((p) => p.Status === 'pending')).toHaveLength(1);
  });

  it('closes it once its last deadline is past, with one audit row per move by the system', async () => {
    await advanceCalls(database.db, target.closing);
    expect(await status()).toBe('open');
    clock = new Date(target.closing.getTime() + 1000);
    await advanceCalls(database.db, clock);
    expect(await status()).toBe('closed');
    const closed = await page('fr-FR');
    expect(closed.campaign.StatutCampagne).toBe('closed');
    expect([closed.badge, closed.call.state]).toEqual(['closed', 'closed']);
    // A second pass finds nothing more to do for it.
    await advanceCalls(database.db, clock);
    const audit = await database.db
      .select({ De: campagneStatut.De, Vers: campagneStatut.Vers, Auteur: campagneStatut.Auteur })
      .from(campagneStatut)
      .where(eq(campagneStatut.IdCampagne, target.IdCampagne))
      .orderBy(asc(campagneStatut.Id));
    expect(audit).toEqual([
      { De: 'verification-handled', Vers: 'open', Auteur: 'system' },
      { De: 'open', Vers: 'closed', Auteur: 'system' },
    ]);
  });

  it('closes an accepted call whose calendar ended before it opened, and leaves calls in preparation', async () => {
    const [late] = await database.db
      .insert(campagne)
      .values({
        IdFestival: target.IdFestival,
        AnneeEdition: 1990,
        StatutCampagne: 'verification-handled',
        OuvertureCampagne: new Date(NOW.getTime() - 100 * 86_400_000),
        FermetureCampagne: new Date(NOW.getTime() - 50 * 86_400_000),
      })
      .returning({ Id: campagne.Id });
    const [draft] = await database.db
      .insert(campagne)
      .values({
        IdFestival: target.IdFestival,
        AnneeEdition: 1991,
        StatutCampagne: 'preparation',
        OuvertureCampagne: new Date(NOW.getTime() - 100 * 86_400_000),
        FermetureCampagne: new Date(NOW.getTime() - 50 * 86_400_000),
      })
      .returning({ Id: campagne.Id });
    await advanceCalls(database.db, NOW);
    const statuses = await database.db
      .select({ Id: campagne.Id, StatutCampagne: campagne.StatutCampagne })
      .from(campagne)
      .where(eq(campagne.IdFestival, target.IdFestival))
      .orderBy(asc(campagne.AnneeEdition));
    expect(statuses.filter((s) => s.Id === late!.Id || s.Id === draft!.Id)).toEqual([
      { Id: late!.Id, StatutCampagne: 'closed' },
      { Id: draft!.Id, StatutCampagne: 'preparation' },
    ]);
  });
});
