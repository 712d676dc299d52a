import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/session.ts';
import { registerUploadBody } from '../../platform/storage/upload-body.ts';
import { ticketAttachmentRoutes } from './ticket-attachment-routes.ts';
import { ticketMessageRoutes } from './ticket-message-routes.ts';
import { ticketResourceRoutes } from './ticket-routes.ts';

/**
 * The support tickets of the signed-in account (spec §2 tickets; contracts in
 * `packages/domain/src/tickets/ticket-contracts.ts`). Every call is the account's own: another
 * account's ticket or attachment answers 404 TICKET_NOT_FOUND. The support answers through the
 * operator commands (`ticket-commands.ts`).
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAccount);
  registerUploadBody(app);
  await app.register(ticketResourceRoutes);
  await app.register(ticketMessageRoutes);
  await app.register(ticketAttachmentRoutes);
};
