import { campagne, campagneSection, evenement } from '@shortlist/db/schema/campaigns';
import { favori } from '@shortlist/db/schema/favourites';
import { festival } from '@shortlist/db/schema/festivals';
import { job, outboxEmail } from '@shortlist/db/schema/platform';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, scheduleRecurringJobs } from './background-jobs.ts';
import { createFestivalTestApp, type FestivalTestApp, NOW } from './test/festival-test-app.ts';
import { insertAccount } from './test/test-accounts.ts';
import { DEADLINE_REMINDERS_JOB } from './user-api/favourites/deadline-reminders-job.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const PUBLIC_URL = 'http://localhost:3000';

let t: FestivalTestApp;
let deadline: Date;
let festivalName: string;

beforeAll(async () => {
  t = await createFestivalTestApp();
  const [row] = await t.database.db
    .select({ Id: festival.Id, Nom: festival.Nom, deadline: evenement.DateEvent })
    .from(evenement)
    .innerJoin(campagneSection, eq(campagneSection.Id, evenement.IdCampagneSection))
    .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
    .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
    .where(
      and(
        inArray(evenement.Type, ['closing', 'extension']),
        gt(evenement.DateEvent, new Date(NOW.getTime() + 20 * DAY_MS)),
        // A call the public sees (verified) and not closed: its deadlines are the favourites'.
        inArray(campagne.StatutCampagne, ['verification-handled', 'open']),
        eq(campagneSection.IsInscription, true),
      ),
    )
    .orderBy(asc(evenement.DateEvent))
    .limit(1);
  if (!row) throw new Error('the demo catalogue has no future deadline');
  deadline = row.deadline;
  festivalName = row.Nom;
  const ada = await insertAccount(t, 'ada@example.com');
  await t.database.db.insert(favori).values({ IdCompte: ada, IdFestival: row.Id });
}, 60_000);
afterAll(() => t.close());

const reminders = () =>
  t.database.db
    .select({ Subject: outboxEmail.Subject })
    .from(outboxEmail)
    .where(eq(outboxEmail.To, 'ada@example.com'))
    .orderBy(asc(outboxEmail.Id));
const scans = () =>
  t.database.db.select().from(job).where(eq(job.Kind, DEADLINE_REMINDERS_JOB)).orderBy(asc(job.Id));

describe('deadline reminders on the job runner', () => {
  it('run once an hour and once per deadline, however many instances run', async () => {
    // Two server instances share the database and its clock.
    // Midday UTC, so the minutes and hours below stay on the same calendar day.
    const deadlineDay = Math.floor(deadline.getTime() / DAY_MS) * DAY_MS;
    let clock = new Date(deadlineDay - 14 * DAY_MS + 12 * HOUR_MS);
    // The user API's jobs only: the order service's recurring pass is tested with orders.
    const options = { db: t.database.db, publicUrl: PUBLIC_URL, now: () => clock, only: 'user-api' as const };
    const [a, b] = [createJobRunner(options), createJobRunner(options)];
    await Promise.all([scheduleRecurringJobs(options), scheduleRecurringJobs(options)]);
    expect(await scans()).toHaveLength(1);
    // The first scan waits a minute after start.
    expect(await a.runDue()).toBe(0);

    clock = new Date(clock.getTime() + 61_000);
    // Other recurring passes (the calls' lifecycle) run beside it: the scans are counted alone.
    const done = async () => (await scans()).filter((s) => s.Status === 'done').length;
    await Promise.all([a.runDue(), b.runDue(), a.runDue()]);
    expect(await done()).toBe(1);
    expect((await reminders()).map((e) => e.Subject)).toEqual([`${festivalName}: entries close in 14 days`]);
    // The scan queued the next hour's scan, once, whoever ran it.
    const queued = await scans();
    expect(queued.map((s) => s.Status)).toEqual(['done', 'pending']);
    expect(queued[1]?.RunAt.getTime()).toBe(Math.floor(clock.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);

    // An hour later, both instances again: one scan, and the reminder already sent is not repeated.
    clock = new Date(clock.getTime() + HOUR_MS);
    await Promise.all([scheduleRecurringJobs(options), scheduleRecurringJobs(options)]);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(await done()).toBe(2);
    expect(await reminders()).toHaveLength(1);
    expect((await scans()).filter((s) => s.Status === 'pending')).toHaveLength(1);

    // Two days before the deadline, the chain's next scan sends the second reminder.
    clock = new Date(deadlineDay - 2 * DAY_MS + 12 * HOUR_MS);
    await Promise.all([a.runDue(), b.runDue()]);
    expect((await reminders()).map((e) => e.Subject)).toEqual([
      `${festivalName}: entries close in 14 days`,
      `${festivalName}: entries close in 2 days`,
    ]);
    expect((await scans()).filter((s) => s.Status === 'pending')).toHaveLength(1);
  });
});
