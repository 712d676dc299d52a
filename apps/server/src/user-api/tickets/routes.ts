import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZTicket, ZTicketList, ZTicketMessage } from '@shortlist/domain/tickets/ticket-contracts';
import {
  ZTicketAttachmentQuery,
  ZTicketListQuery,
  ZTicketMessageRequest,
  ZTicketRequest,
} from '@shortlist/domain/tickets/ticket-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../platform/attachment-header.ts';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import {
  registerUploadBody,
  UPLOAD_CONTENT_TYPE,
  uploadedBytes,
} from '../../platform/storage/upload-body.ts';
import { addTicketMessage } from './add-ticket-message.ts';
import { closeTicket } from './close-ticket.ts';
import { openTicket } from './open-ticket.ts';
import { listTickets, readTicket } from './read-tickets.ts';
import { attachTicketFile, openTicketFile } from './ticket-attachments.ts';

const tags = ['tickets'];
const ticketParam = z.object({ id: ZIdParam });
const messageParams = z.object({ id: ZIdParam, idMessage: ZIdParam });

/**
 * The support tickets of the signed-in account (spec §2 tickets; contracts in
 * `packages/domain/src/tickets/ticket-contracts.ts`). Every call is the account's own: another
 * account's ticket or attachment answers 404 TICKET_NOT_FOUND. The support answers through the
 * operator commands (`ticket-commands.ts`).
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, storage, config } = app.ctx;
  const db = database.db;
  // Attachments are checked like the film's documents: the same size limit, kinds read from bytes.
  const attachmentMaxBytes = config.mediaLimits.documentMaxBytes;
  app.addHook('preValidation', requireAccount);
  registerUploadBody(app);

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
    '/tickets/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write in a ticket (a closed ticket opens again)',
        params: ticketParam,
        body: ZTicketMessageRequest,
        response: { 201: ZTicket },
      },
    },
    async (request, reply) => {
      const updated = await addTicketMessage(db, {
        accountId: currentAccount(request).Id,
        Id: request.params.id,
        message: request.body.Message,
        attachmentMaxBytes,
        now: now(),
      });
      return reply.status(201).send(updated);
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

  app.post(
    '/tickets/:id/messages/:idMessage/piece-jointe',
    {
      bodyLimit: attachmentMaxBytes,
      schema: {
        tags,
        summary: 'Attach a file to one of your messages (PDF, text document or image, read from the bytes)',
        description: `The file's bytes are the whole body, sent as \`${UPLOAD_CONTENT_TYPE}\`; its name is in the query.`,
        consumes: [UPLOAD_CONTENT_TYPE],
        params: messageParams,
        querystring: ZTicketAttachmentQuery,
        response: { 201: ZTicketMessage },
      },
    },
    async (request, reply) => {
      const message = await attachTicketFile(db, {
        accountId: currentAccount(request).Id,
        storage,
        IdTicket: request.params.id,
        IdMessage: request.params.idMessage,
        FichierOriginal: request.query.FichierOriginal,
        bytes: uploadedBytes(request),
      });
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/tickets/:id/messages/:idMessage/piece-jointe',
    { schema: { tags, summary: "Download a message's attachment", params: messageParams } },
    async (request, reply) => {
      const found = await openTicketFile(db, {
        accountId: currentAccount(request).Id,
        storage,
        IdTicket: request.params.id,
        IdMessage: request.params.idMessage,
      });
      reply.header('content-disposition', attachmentHeader(found.name));
      reply.header('content-length', found.file.size);
      reply.header('x-content-type-options', 'nosniff');
      return reply.type(found.mime).send(found.file.open());
    },
  );
};

/**
 * The operator's download of an attachment (`show-ticket` names it), registered inside the
 * operator API, whose hook has already checked the operator token.
 */
export const ticketOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage } = app.ctx;
  app.get(
    '/tickets/:id/messages/:idMessage/piece-jointe',
    {
      schema: {
        tags: ['operator'],
        summary: "Download a ticket message's attachment",
        params: messageParams,
      },
    },
    async (request, reply) => {
      const found = await openTicketFile(database.db, {
        accountId: null,
        storage,
        IdTicket: request.params.id,
        IdMessage: request.params.idMessage,
      });
      reply.header('content-disposition', attachmentHeader(found.name));
      reply.header('content-length', found.file.size);
      reply.header('Cache-Control', 'no-store');
      return reply.type(found.mime).send(found.file.open());
    },
  );
};
