import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZTicket, ZTicketList } from '@shortlist/domain/tickets/ticket-contracts';
import { ZTicketListQuery, ZTicketRequest } from '@shortlist/domain/tickets/ticket-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { closeTicket } from './close-ticket.ts';
import { openTicket } from './open-ticket.ts';
import { listTickets, readTicket } from './read-tickets.ts';
import { ticketAttachmentMaxBytes } from './ticket-attachments.ts';

const tags = ['tickets'];
const ticketParam = z.object({ id: ZIdParam });

/** The account's tickets: the list or archive, a new one, one read whole, closing one. */
export const ticketResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, config } = app.ctx;
  const db = database.db;
  const attachmentMaxBytes = ticketAttachmentMaxBytes(config);

  app.get(
    '/tickets',
    {
      schema: {
        tags,
        summary: "The account's open tickets, or its archive (Statut=closed)",
        querystring: ZTicketListQuery,
        response: { 200: ZTicketList },
      },
    },
    async (request) =>
      listTickets(db, {
        accountId: currentAccount(request).Id,
        Statut: request.query.Statut,
        IdFestival: request.query.IdFestival,
        attachmentMaxBytes,
      }),
  );

  app.post(
    '/tickets',
    {
      schema: {
        tags,
        summary: 'Open a ticket (email, category, subject, first message)',
        body: ZTicketRequest,
        response: { 201: ZTicket },
      },
    },
    async (request, reply) => {
      const created = await openTicket(db, {
        accountId: currentAccount(request).Id,
        festivals: request.accountFestivals ?? [],
        values: request.body,
        attachmentMaxBytes,
        now: now(),
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/tickets/:id',
    {
      schema: {
        tags,
        summary: 'A ticket and its conversation (marks the answers read)',
        params: ticketParam,
        response: { 200: ZTicket },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readTicket(db, {
        accountId: currentAccount(request).Id,
        Id: request.params.id,
        attachmentMaxBytes,
      });
    },
  );

  app.post(
    '/tickets/:id/cloture',
    {
      schema: {
        tags,
        summary: 'Close a ticket (it goes to the archive)',
        params: ticketParam,
        response: { 200: ZTicket },
      },
    },
    async (request) =>
      closeTicket(db, {
        accountId: currentAccount(request).Id,
        Id: request.params.id,
        attachmentMaxBytes,
        now: now(),
      }),
  );
};
