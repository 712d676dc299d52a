import type { Db } from '@shortlist/db/client';
import { reglageJury } from '@shortlist/db/schema/festival-reviews';
import { canSeeScores } from '@shortlist/domain/festival-space/member-roles';
import type { JurySettings, JurySettingsView } from '@shortlist/domain/festival-space/review-contracts';
import { DEFAULT_SCORE_SCALE, DEFAULT_WATCH_THRESHOLD } from '@shortlist/domain/festival-space/review-rules';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { requireMembership } from './festival-membership.ts';

/** The festival's jury settings, the defaults when it set none (no `reglage_jury` row). */
export async function readJurySettings(db: Db, festivalId: number): Promise<JurySettings> {
  const [row] = await db.select().from(reglageJury).where(eq(reglageJury.IdFestival, festivalId));
  return {
    scale: row?.Echelle ?? DEFAULT_SCORE_SCALE,
    watchThreshold: row?.SeuilVisionnage ?? DEFAULT_WATCH_THRESHOLD,
    blind: row?.Aveugle ?? false,
  };
}

/**
 * The settings' row locked (made with the defaults on first use): a score's write shares it and a
 * change of scale takes it alone, so no score lands on a scale that is changing under it.
 */
export async function lockJurySettings(
  tx: Db,
  options: { festivalId: number; mode: 'share' | 'update' },
): Promise<JurySettings> {
  await tx.insert(reglageJury).values({ IdFestival: options.festivalId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(reglageJury)
    .where(eq(reglageJury.IdFestival, options.festivalId))
    .for(options.mode);
  if (!row) throw new AppError('NOT_FOUND');
  return { scale: row.Echelle, watchThreshold: row.SeuilVisionnage, blind: row.Aveugle };
}

/** Whether any member of the festival gave a score: the scale is then fixed. */
async function hasScores(db: Db, festivalId: number): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    select exists (select 1 from "avis" a join "membre_festival" m on m."Id" = a."IdMembre"
      where m."IdFestival" = ${festivalId} and a."Note" is not null) as "found"`);
  return rows[0]?.found === true;
}

/** `GET festivals/{IdFestival}/jury-settings`: any member reads them (404 for anyone else). */
export async function getJurySettings(
  db: Db,
  options: { accountId: number; festivalId: number },
): Promise<JurySettingsView> {
  await requireMembership(db, options);
  const [settings, scaleLocked] = await Promise.all([
    readJurySettings(db, options.festivalId),
    hasScores(db, options.festivalId),
  ]);
  return { ...settings, scaleLocked };
}

/**
 * `PUT festivals/{IdFestival}/jury-settings` (managers): steps, in one transaction: the settings'
 * row locked alone; a new scale refused (409 `SCORE_SCALE_IN_USE`) once scores were given on the
 * old one; the settings written. A new threshold applies to the scores given from then on: those
 * given before were given after watching past the threshold of their time.
 */
export async function saveJurySettings(
  db: Db,
  options: { accountId: number; festivalId: number; settings: JurySettings; now: Date },
): Promise<JurySettingsView> {
  const { festivalId, settings } = options;
  await requireMembership(db, { ...options, allowed: canSeeScores });
  return db.transaction(async (tx) => {
    const current = await lockJurySettings(tx, { festivalId, mode: 'update' });
    const scored = await hasScores(tx, festivalId);
    if (settings.scale !== current.scale && scored) throw new AppError('SCORE_SCALE_IN_USE');
    await tx
      .update(reglageJury)
      .set({
        Echelle: settings.scale,
        SeuilVisionnage: settings.watchThreshold,
        Aveugle: settings.blind,
        DateModification: options.now,
      })
      .where(eq(reglageJury.IdFestival, festivalId));
    return { ...settings, scaleLocked: scored };
  });
}
