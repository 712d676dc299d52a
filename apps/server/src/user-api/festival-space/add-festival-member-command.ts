import { ZAddFestivalMemberCommand } from '@shortlist/domain/festival-space/member-contracts';
import type { Language } from '@shortlist/domain/languages';
import { defineOperatorCommand } from '../../platform/operator-command.ts';
import type { MemberPorts } from './festival-space-ports.ts';
import { inviteFestivalMember } from './invite-festival-member.ts';

/**
 * `npm run admin -- add-festival-member --festival <Id> --email <address> --role manager
 * [--language fr]` (docs/operations.md): makes the address a member of the festival, creating
 * its account for someone else when it has none, and emails it. Prints the first-connection link
 * of a new (or never signed-in) account, to hand over if the email does not arrive. An unknown
 * festival is refused (404 FESTIVAL_NOT_FOUND), as is an address already a member (409). The
 * account comes from the auth area: the command is built with that port (`operator/commands.ts`).
 */
export function addFestivalMemberCommand(ports: MemberPorts) {
  return defineOperatorCommand({
    name: 'add-festival-member',
    summary:
      'Make an address a member of a festival (--festival <Id> --email <address> --role manager|programmer), creating its account if needed, by email',
    input: ZAddFestivalMemberCommand,
    run: async (context, input) => {
      const invited = await inviteFestivalMember(context.db, {
        festivalId: input.festival,
        login: input.email,
        role: input.role,
        invitedBy: null,
        language: (input.language as Language | undefined) ?? 'en',
        now: context.now,
        publicUrl: context.publicUrl,
        ports,
      });
      return {
        IdMembre: invited.IdMembre,
        IdFestival: input.festival,
        festival: invited.festival,
        IdCompte: invited.IdCompte,
        Login: invited.Login,
        role: input.role,
        accountCreated: invited.accountCreated,
        firstConnectionUrl: invited.firstConnectionUrl,
        emailed: true,
        note: invited.firstConnectionUrl
          ? `${invited.accountCreated ? 'Account created' : 'The account has no password yet'}: the first-connection link (valid 7 days, once) was emailed to ${invited.Login}; it is firstConnectionUrl above.`
          : `${invited.Login} already has an account: they were emailed that they are now a ${input.role} of ${invited.festival}.`,
      };
    },
  });
}
