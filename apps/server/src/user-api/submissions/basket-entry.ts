import type { Db } from '@shortlist/db/client';
import { critereAdditionnel } from '@shortlist/db/schema/campaigns';
import { inscription, inscriptionReponse } from '@shortlist/db/schema/submissions';
import type { QuestionAnswer } from '@shortlist/domain/submissions/eligibility-input';
import { eq } from 'drizzle-orm';

export type BasketEntryOptions = {
  accountId: number;
  IdFilm: number;
  IdCampagneSection: number;
  /** Answers by question id; those of another section's questions, and empty ones, are dropped. */
  answers: Readonly<Record<string, QuestionAnswer | null | undefined>>;
  /** The invited price in cents when the entry answers an invitation (the basket reads it). */
  PrixInvitation?: number;
};

/**
 * The one writer of basket entries (issue 30): a not-finished entry of a film in a section with its
 * answers to that section's questions. Both doors call it in their own transaction, after judging
 * the entry with the engine: the panel (`add-to-basket.ts`) and an invitation's answer (the
 * invitations area, through its ports). The unique index on film and section stays the last guard
 * against two at once. Answers the entry's id.
 */
export async function writeBasketEntry(tx: Db, options: BasketEntryOptions): Promise<number> {
  const [created] = await tx
    .insert(inscription)
    .values({
      IdCompte: options.accountId,
      IdFilm: options.IdFilm,
      IdCampagneSection: options.IdCampagneSection,
      ...(options.PrixInvitation === undefined ? {} : { PrixInvitation: options.PrixInvitation }),
    })
    .returning({ Id: inscription.Id });
  const IdInscription = created!.Id;
  const asked = await tx
    .select({ Id: critereAdditionnel.Id })
    .from(critereAdditionnel)
    .where(eq(critereAdditionnel.IdCampagneSection, options.IdCampagneSection));
  const askedIds = new Set(asked.map((q) => q.Id));
  const kept = Object.entries(options.answers).flatMap(([id, answer]) =>
    askedIds.has(Number(id)) && answer !== null && answer !== undefined
      ? [{ IdInscription, IdCritereAdditionnel: Number(id), Valeur: answer }]
      : [],
  );
  if (kept.length > 0) await tx.insert(inscriptionReponse).values(kept);
  return IdInscription;
}
