import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZTicket } from '@shortlist/domain/tickets/ticket-contracts';
import { ZTicketMessageRequest } from '@shortlist/domain/tickets/ticket-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { addTicketMessage } from './add-ticket-message.ts';
import { ticketAttachmentMaxBytes } from './ticket-attachments.ts';

/** A message the account writes in its ticket; a closed ticket opens again. */
export const ticketMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, config } = app.ctx;
  const attachmentMaxBytes = ticketAttachmentMaxBytes(config);

  app.post(
    '/tickets/:id/messages',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Write in a ticket (a closed ticket opens again)',
        params: z.object({ id: ZIdParam }),
        body: ZTicketMessageRequest,
        response: { 201: ZTicket },
      },
    },
    async (request, reply) => {
      const updated = await addTicketMessage(database.db, {
        accountId: currentAccount(request).Id,
        Id: request.params.id,
        message: request.body.Message,
        attachmentMaxBytes,
        now: now(),
      });
      return reply.status(201).send(updated);
    },
  );
};
