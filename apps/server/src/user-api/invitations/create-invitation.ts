import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { campagneSection } from '@shortlist/db/schema/campaigns';
import { film } from '@shortlist/db/schema/films';
import { invitation } from '@shortlist/db/schema/invitations';
import type { CreateInvitationCommand } from '@shortlist/domain/submissions/invitation-contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * Creates an invitation (spec §3): the festival of campaign section `section` invites the owner
 * of film `film` to that section at `price` cents through the day `until`. The invitation goes to
 * the account (spec §3 has `IdCompte`, no film): the filmmaker may answer it with any film the
 * engine accepts. Used by the operator command `create-invitation` now, by the festival side
 * later. A day already past is refused (the invitation could never be answered).
 */
export async function createInvitation(
  db: Db,
  options: { input: CreateInvitationCommand; now: Date },
): Promise<{ IdInvitation: number; IdCompte: number; IdCampagneSection: number; DateValiditee: string }> {
  const { input, now } = options;
  const DateValiditee = new Date(`${input.until}T00:00:00Z`);
  if (input.until < now.toISOString().slice(0, 10)) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'until', code: 'PAST', message: 'PAST' }] });
  }
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ IdCompte: film.IdCompte, Email: compte.Login })
      .from(film)
      .innerJoin(compte, eq(compte.Id, film.IdCompte))
      .where(eq(film.Id, input.film));
    if (!owner)
      throw new AppError('NOT_FOUND', {
        fields: [{ path: 'film', code: 'NOT_FOUND', message: 'NOT_FOUND' }],
      });
    const [target] = await tx
      .select({ Id: campagneSection.Id })
      .from(campagneSection)
      .where(eq(campagneSection.Id, input.section));
    if (!target) {
      throw new AppError('NOT_FOUND', {
        fields: [{ path: 'section', code: 'NOT_FOUND', message: 'NOT_FOUND' }],
      });
    }
    const [created] = await tx
      .insert(invitation)
      .values({
        IdCompte: owner.IdCompte,
        IdCampagneSection: target.Id,
        Prix: input.price,
        DateValiditee,
        Email: owner.Email,
        Message: input.message ?? null,
      })
      .returning({ Id: invitation.Id });
    return {
      IdInvitation: created!.Id,
      IdCompte: owner.IdCompte,
      IdCampagneSection: target.Id,
      DateValiditee: input.until,
    };
  });
}
