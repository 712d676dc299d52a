import { ZCreateInvitationCommand } from '@shortlist/domain/submissions/invitation-contracts';
import { defineOperatorCommand } from '../../platform/operator-command.ts';
import { createInvitation } from './create-invitation.ts';

/**
 * `npm run admin -- create-invitation (--film <id> | --email <address>) --section
 * <campaignSectionId> --price <cents> --until <YYYY-MM-DD> [--message <text>] [--language <xx>]`:
 * invites the film's owner or an address, and emails them (docs/operations.md).
 */
export const createInvitationCommand = defineOperatorCommand({
  name: 'create-invitation',
  summary:
    "Invite a film's owner (--film) or an address (--email) to a campaign section at a price (cents) until a day (YYYY-MM-DD), by email",
  input: ZCreateInvitationCommand,
  run: async (context, input) =>
    createInvitation(context.db, { input, now: context.now, publicUrl: context.publicUrl }),
});
