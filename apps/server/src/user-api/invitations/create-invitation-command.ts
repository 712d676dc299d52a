import { ZCreateInvitationCommand } from '@shortlist/domain/submissions/invitation-contracts';
import { defineOperatorCommand } from '../../operator/operator-command.ts';
import { createInvitation } from './create-invitation.ts';

/**
 * `npm run admin -- create-invitation --film <id> --section <campaignSectionId> --price <cents>
 * --until <YYYY-MM-DD> [--message <text>]`: invites the film's owner (docs/operations.md).
 */
export const createInvitationCommand = defineOperatorCommand({
  name: 'create-invitation',
  summary: "Invite a film's owner to a campaign section at a price (cents) until a day (YYYY-MM-DD)",
  input: ZCreateInvitationCommand,
  run: async (context, input) => createInvitation(context.db, { input, now: context.now }),
});
