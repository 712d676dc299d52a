import type { Db } from '@shortlist/db/client';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { festival } from '@shortlist/db/schema/festivals';
import type { FestivalRole } from '@shortlist/domain/festival-space/member-roles';
import { type Language, languageFromId } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import type { MemberPorts } from './festival-space-ports.ts';
import { festivalMemberEmail, firstConnectionUrl } from './member-email.ts';

export type InvitedMember = {
  IdMembre: number;
  IdCompte: number;
  Login: string;
  festival: string;
  /** An account was created for the address (docs/decisions.md "First connection"). */
  accountCreated: boolean;
  /** The link emailed to an account that cannot sign in by itself yet; null for an active one. */
  firstConnectionUrl: string | null;
};

/**
 * Makes the account of `login` a member of the festival with `role`, in one transaction (a
 * manager from the workspace, `POST festivals/{IdFestival}/members`, or the operator,
 * `add-festival-member`): the festival must exist (404 FESTIVAL_NOT_FOUND, for the operator);
 * the account is the address's, or one created for someone else with a first-connection link
 * (the auth area's `accountForInvitee`, in `language` for a new account); already a member is
 * 409 FESTIVAL_MEMBER_EXISTS; the email "you were added to <festival> as <role>" is queued in
 * the account's language, with the link when there is one.
 */
export async function inviteFestivalMember(
  db: Db,
  options: {
    festivalId: number;
    login: string;
    role: FestivalRole;
    /** The manager who invites; null for the operator. */
    invitedBy: number | null;
    language: Language;
    now: Date;
    publicUrl: string;
    ports: MemberPorts;
  },
): Promise<InvitedMember> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ Nom: festival.Nom })
      .from(festival)
      .where(eq(festival.Id, options.festivalId));
    if (!target) throw new AppError('FESTIVAL_NOT_FOUND');
    const account = await options.ports.accountForInvitee(tx, {
      login: options.login,
      language: options.language,
      now,
    });
    const [member] = await tx
      .insert(membreFestival)
      .values({
        IdFestival: options.festivalId,
        IdCompte: account.IdCompte,
        Role: options.role,
        IdInvitePar: options.invitedBy,
        DateCreation: now,
      })
      .onConflictDoNothing()
      .returning({ Id: membreFestival.Id });
    // The transaction rolls back: a new link issued above for an already-member goes with it.
    if (!member) throw new AppError('FESTIVAL_MEMBER_EXISTS');
    const url = account.firstConnectionToken
      ? firstConnectionUrl(options.publicUrl, account.firstConnectionToken)
      : null;
    await enqueueEmail(
      tx,
      festivalMemberEmail({
        language: languageFromId(account.IdLangue) ?? 'en',
        to: account.Login,
        festival: target.Nom,
        role: options.role,
        firstConnectionUrl: url,
        publicUrl: options.publicUrl,
      }),
    );
    return {
      IdMembre: member.Id,
      IdCompte: account.IdCompte,
      Login: account.Login,
      festival: target.Nom,
      accountCreated: account.created,
      firstConnectionUrl: url,
    };
  });
}
