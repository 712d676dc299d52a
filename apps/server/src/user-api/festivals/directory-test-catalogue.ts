import type { Db } from '@shortlist/db/client';
import { campagne } from '@shortlist/db/schema/campaigns';
import { asc, eq } from 'drizzle-orm';

/**
 * The demo catalogue as directory.test.ts checks it against the domain rules: an earlier, open
 * edition under a closed call; newer calls not verified yet (`insertUnverifiedEditions`); a few
 * calls promising a guaranteed watch.
 */
export async function prepareCatalogue(db: Db, now: Date): Promise<void> {
  // An earlier edition, open and with a deadline ahead, for a festival whose latest call is
  // closed: the directory must read the latest edition only (`currentCampaign`).
  const [closed] = await db.select().from(campagne).where(eq(campagne.StatutCampagne, 'closed')).limit(1);
  if (!closed) throw new Error('the demo catalogue has no closed campaign');
  await db.insert(campagne).values({
    IdFestival: closed.IdFestival,
    AnneeEdition: closed.AnneeEdition - 1,
    StatutCampagne: 'open',
    OuvertureCampagne: new Date(now.getTime() - 30 * 86_400_000),
    FermetureCampagne: new Date(now.getTime() + 30 * 86_400_000),
    // An earlier edition's promise of a guaranteed watch: the current call's alone counts.
    VisionnageGaranti: 2,
  });
  // Newer calls not verified yet: every filter and order keeps the verified edition.
  await insertUnverifiedEditions(db, now, [closed.IdFestival]);
  // The guaranteed watch (issue 34): a few open and closed calls promise it.
  for (const status of ['open', 'closed'] as const) {
    const promised = await db
      .select({ Id: campagne.Id })
      .from(campagne)
      .where(eq(campagne.StatutCampagne, status))
      .orderBy(asc(campagne.Id))
      .limit(3);
    for (const [i, call] of promised.entries())
      await db
        .update(campagne)
        .set({ VisionnageGaranti: i + 1 })
        .where(eq(campagne.Id, call.Id));
  }
}

/** A festival given a newer, unverified call, with the verified edition the public must still see. */
export type DraftOver = { IdFestival: number; AnneeEdition: number; status: 'open' | 'closed' };

/**
 * Newer editions the operator has not verified, for the directory's tests (docs/decisions.md "A
 * call is public once verified"): one in preparation over an open call, one waiting for
 * verification over a closed one, both with dates that would rank them if they counted. The
 * directory's SQL and its oracle (`currentCampaign`) must both keep the verified edition.
 * `avoid`: festivals the caller changes otherwise.
 */
export async function insertUnverifiedEditions(
  db: Db,
  now: Date,
  avoid: number[] = [],
): Promise<DraftOver[]> {
  const calls = await db.select().from(campagne).orderBy(asc(campagne.Id));
  const free = (c: (typeof calls)[number]) => !avoid.includes(c.IdFestival);
  const open = calls.find((c) => c.StatutCampagne === 'open' && free(c));
  const closed = calls.find(
    (c) => c.StatutCampagne === 'closed' && free(c) && c.IdFestival !== open?.IdFestival,
  );
  if (!open || !closed) throw new Error('the demo catalogue lacks an open or a closed call');
  for (const [call, status] of [
    [open, 'preparation'],
    [closed, 'verification-requested'],
  ] as const) {
    await db.insert(campagne).values({
      IdFestival: call.IdFestival,
      AnneeEdition: call.AnneeEdition + 1,
      StatutCampagne: status,
      OuvertureCampagne: new Date(now.getTime() - 2 * 86_400_000),
      FermetureCampagne: new Date(now.getTime() + 3 * 86_400_000),
    });
  }
  return [
    { IdFestival: open.IdFestival, AnneeEdition: open.AnneeEdition, status: 'open' },
    { IdFestival: closed.IdFestival, AnneeEdition: closed.AnneeEdition, status: 'closed' },
  ];
}
