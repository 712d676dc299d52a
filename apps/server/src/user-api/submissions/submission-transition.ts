import type { Db } from '@shortlist/db/client';
import { inscription, inscriptionStatut } from '@shortlist/db/schema/submissions';
import type { Language } from '@shortlist/domain/languages';
import { nextSubmissionStatus, type SubmissionActor } from '@shortlist/domain/submissions/submission-state';
import { submissionStatusLabel } from '@shortlist/i18n/submission-status-label';
import { eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/** Columns a transition may set beside the status (the platform's send: number and date). */
type TransitionColumns = {
  [K in 'Numero' | 'DateSoumission' | 'IsPaiementAttente']?: (typeof inscription.$inferInsert)[K] | SQL;
};

export type SubmissionTransitionOptions = {
  entryId: number;
  to: number;
  actor: SubmissionActor;
  /** The festival member who made the change (the audit row's author); none for the platform. */
  memberAccountId?: number | undefined;
  reason?: string | undefined;
  /** The status the caller saw: the change is refused when the entry moved meanwhile. */
  expected?: number | undefined;
  /** The language of the refusal's message (`from` and `to` named in it). */
  language?: Language;
  set?: TransitionColumns;
  now: Date;
};

/**
 * Every status change of a submission goes through here (issue 31; docs/decisions.md "Allowed
 * transitions"): the entry's row is locked, the domain's one state machine decides, the row and
 * an audit row (`inscription_statut`) are written in the caller's transaction. Two changes of one
 * entry at once: the second waits for the lock, then finds the status moved and is refused (409).
 * The platform's moves are what the filmmaker sees at once (`StatutPublie`); a festival's stay
 * internal until its section's decisions are published (`publish-decisions.ts`).
 */
export async function transitionSubmission(
  tx: Db,
  options: SubmissionTransitionOptions,
): Promise<{ from: number; to: number; IdFilm: number; Numero: number | null }> {
  const { entryId, to, actor, now } = options;
  const [entry] = await tx
    .select({ Statut: inscription.Statut })
    .from(inscription)
    .where(eq(inscription.Id, entryId))
    .for('update');
  if (!entry) throw new AppError('NOT_FOUND');
  if (options.expected !== undefined && options.expected !== entry.Statut) {
    throw new AppError('SUBMISSION_STATUS_CHANGED');
  }
  const next = nextSubmissionStatus(entry.Statut, to, actor);
  if (!next.ok) {
    const language = options.language ?? 'en';
    const [from, wanted] = [entry.Statut, to].map((status) => submissionStatusLabel(language, status));
    throw new AppError('SUBMISSION_TRANSITION_REFUSED', { params: { from: from ?? '', to: wanted ?? '' } });
  }
  const published = actor === 'platform' ? { StatutPublie: to, DatePublication: now } : {};
  const [row] = await tx
    .update(inscription)
    .set({ Statut: to, ...published, ...options.set })
    .where(eq(inscription.Id, entryId))
    .returning({ IdFilm: inscription.IdFilm, Numero: inscription.Numero });
  await tx.insert(inscriptionStatut).values({
    IdInscription: entryId,
    De: entry.Statut,
    Vers: to,
    Auteur: actor,
    IdCompte: options.memberAccountId ?? null,
    Motif: options.reason ?? null,
    DateCreation: now,
  });
  return { from: entry.Statut, to, IdFilm: row?.IdFilm ?? 0, Numero: row?.Numero ?? null };
}
