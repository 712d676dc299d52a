import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { invitation } from '@shortlist/db/schema/invitations';
import type { FieldError } from '@shortlist/domain/errors';
import type { SectionAnswers } from '@shortlist/domain/submissions/api-contracts';
import type { QuestionAnswer } from '@shortlist/domain/submissions/eligibility-input';
import type { AnswerInvitationResponse } from '@shortlist/domain/submissions/invitation-contracts';
import { invitationStatus } from '@shortlist/domain/submissions/invitation-status';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/unique-violation.ts';
import type { InvitationPorts } from './invitation-ports.ts';

const ALREADY = new Set(['ELIGIBILITY_ALREADY_ENTERED', 'ELIGIBILITY_ALREADY_ENTERED_SECTION']);

/**
 * `POST invitations/{idInvitation}/inscrire/{idFilm}/{idCampagneSection}` (spec §7): the account
 * answers its invitation with one of its films. In one transaction: the invitation's row is
 * locked (two answers at once run one after the other, the second finds it used), it must be the
 * account's, for that section, neither used (409 `INVITATION_USED`) nor past its day (410
 * `INVITATION_EXPIRED`); the film must be the account's; the engine judges the film through the
 * invitation (its day replaces the section's calendar, every criterion still applies) with the
 * answers to the section's additional questions, as `inscriptions/by-film` does (a mandatory one
 * unanswered or a blocking one refused is 422 `SUBMISSION_INELIGIBLE` with its `CRITERE_ADD_{Id}`);
 * then the not-finished entry goes in the basket at the invited price with its answers, and the
 * invitation records it.
 * Another account's invitation or film, an archived invitation and a section that is not the
 * invitation's all answer 404, like unknown ids. The invitation bypasses the section's password:
 * the festival chose the filmmaker.
 */
export async function answerInvitation(
  db: Db,
  options: {
    accountId: number;
    IdInvitation: number;
    IdFilm: number;
    IdCampagneSection: number;
    answers?: SectionAnswers;
    now: Date;
    ports: InvitationPorts;
  },
): Promise<AnswerInvitationResponse> {
  const { accountId, now } = options;
  try {
    return await db.transaction(async (tx) => {
      const [invited] = await tx
        .select({
          Id: invitation.Id,
          IdCampagneSection: invitation.IdCampagneSection,
          DateValiditee: invitation.DateValiditee,
          Prix: invitation.Prix,
          IdInscription: invitation.IdInscription,
        })
        .from(invitation)
        .where(
          and(
            eq(invitation.Id, options.IdInvitation),
            eq(invitation.IdCompte, accountId),
            eq(invitation.IsArchive, false),
          ),
        )
        .for('update');
      if (!invited || invited.IdCampagneSection !== options.IdCampagneSection)
        throw new AppError('NOT_FOUND');
      const status = invitationStatus(invited, now);
      if (status === 'used') throw new AppError('INVITATION_USED');
      if (status === 'expired') throw new AppError('INVITATION_EXPIRED');

      // The film's row too, as the basket's own entries do: the re-entry rule sees one at a time.
      const [owned] = await tx
        .select({ Id: film.Id })
        .from(film)
        .where(and(eq(film.Id, options.IdFilm), eq(film.IdCompte, accountId)))
        .for('update');
      if (!owned) throw new AppError('NOT_FOUND');

      // Always judged with answers (none when no body): the server, not the panel, asks for them.
      const answers: Record<number, QuestionAnswer> = {};
      for (const [id, answer] of Object.entries(options.answers ?? {})) answers[Number(id)] = answer;
      const [judged] = await options.ports.judgeInvitation(tx, {
        accountId,
        filmIds: [options.IdFilm],
        IdCampagneSection: invited.IdCampagneSection,
        DateValiditee: invited.DateValiditee,
        now,
        answers,
      });
      if (!judged) throw new AppError('NOT_FOUND');
      if (judged.result.status !== 'eligible') {
        if (judged.result.OuvreTesYeux.some((r) => ALREADY.has(r.code)))
          throw new AppError('ALREADY_ENTERED');
        const fields: FieldError[] = judged.result.OuvreTesYeux.map((r) => ({
          path: 'IdFilm',
          code: r.code,
          message: r.key,
        }));
        throw new AppError('SUBMISSION_INELIGIBLE', { fields });
      }

      const IdInscription = await options.ports.writeBasketEntry(tx, {
        accountId,
        IdFilm: options.IdFilm,
        IdCampagneSection: invited.IdCampagneSection,
        answers: options.answers ?? {},
        PrixInvitation: invited.Prix,
      });
      await tx.update(invitation).set({ IdInscription }).where(eq(invitation.Id, invited.Id));
      return { IdInscription, count: await options.ports.basketCount(tx, { accountId }) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_ENTERED');
    throw error;
  }
}
