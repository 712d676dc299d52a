import { z } from 'zod';
import { setPriceCommand } from '../order-api/catalogue/set-price.ts';
import { createCouponCommand } from '../order-api/coupons/create-coupon.ts';
import { refundOrderCommand } from '../order-api/orders/refund-order.ts';
import { markTransferPaidCommand } from '../order-api/payments/mark-transfer-paid.ts';
import { markPayoutPaidCommand } from '../order-api/payouts/mark-payout-paid.ts';
import { grantStampsCommand } from '../order-api/stamps/grant-stamps.ts';
import { defineOperatorCommand, type OperatorCommand } from '../platform/operator-command.ts';
import { accountForInvitee } from '../user-api/auth/account-for-invitee.ts';
import { sendSignInLinkCommand } from '../user-api/auth/send-sign-in-link.ts';
import { saveContentPageCommand } from '../user-api/content/save-content-page.ts';
import { addFestivalMemberCommand } from '../user-api/festival-space/add-festival-member-command.ts';
import { verifyCallCommand } from '../user-api/festivals/verify-call.ts';
import { saveHelpResourceCommand } from '../user-api/help/save-help-resource.ts';
import { createInvitationCommand } from '../user-api/invitations/create-invitation-command.ts';
import { TICKET_COMMANDS } from '../user-api/tickets/ticket-commands.ts';

/** `status`: the server answers and reaches its database (a first check of the token and URL). */
const statusCommand = defineOperatorCommand({
  name: 'status',
  summary: 'Check the server answers the operator token and reaches its database',
  input: z.object({}).strict(),
  run: async (context) => ({ ok: true, now: context.now.toISOString(), publicUrl: context.publicUrl }),
});

/** Every operator command; an area adds its own here (one import, one entry). */
export const OPERATOR_COMMANDS: readonly OperatorCommand[] = [
  statusCommand,
  markTransferPaidCommand,
  createInvitationCommand,
  refundOrderCommand,
  createCouponCommand,
  setPriceCommand,
  grantStampsCommand,
  saveContentPageCommand,
  saveHelpResourceCommand,
  // The member's account comes from the auth area, handed over as the festival-space area's port.
  addFestivalMemberCommand({ accountForInvitee }),
  markPayoutPaidCommand,
  verifyCallCommand,
  ...TICKET_COMMANDS,
  sendSignInLinkCommand,
];
