import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZTicketMessage } from '@shortlist/domain/tickets/ticket-contracts';
import { ZTicketAttachmentQuery } from '@shortlist/domain/tickets/ticket-rules';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../platform/attachment-header.ts';
import { currentAccount } from '../../platform/session.ts';
import { UPLOAD_CONTENT_TYPE, uploadedBytes } from '../../platform/storage/upload-body.ts';
import { attachTicketFile, openTicketFile, ticketAttachmentMaxBytes } from './ticket-attachments.ts';

const messageParams = z.object({ id: ZIdParam, idMessage: ZIdParam });

/** Sends a found attachment as a download that no browser sniffs or caches. */
function sendAttachment(reply: FastifyReply, found: Awaited<ReturnType<typeof openTicketFile>>) {
  reply.header('content-disposition', attachmentHeader(found.name));
  reply.header('content-length', found.file.size);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('Cache-Control', 'no-store');
  return reply.type(found.mime).send(found.file.open());
}

/** The attachment of one of the account's own messages: its upload and its download. */
export const ticketAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, config } = app.ctx;
  const attachmentMaxBytes = ticketAttachmentMaxBytes(config);

  app.post(
    '/tickets/:id/messages/:idMessage/piece-jointe',
    {
      bodyLimit: attachmentMaxBytes,
      schema: {
        tags: ['tickets'],
        summary: 'Attach a file to one of your messages (PDF, text document or image, read from the bytes)',
        description: `The file's bytes are the whole body, sent as \`${UPLOAD_CONTENT_TYPE}\`; its name is in the query.`,
        consumes: [UPLOAD_CONTENT_TYPE],
        params: messageParams,
        querystring: ZTicketAttachmentQuery,
        response: { 201: ZTicketMessage },
      },
    },
    async (request, reply) => {
      const message = await attachTicketFile(database.db, {
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
    { schema: { tags: ['tickets'], summary: "Download a message's attachment", params: messageParams } },
    async (request, reply) =>
      sendAttachment(
        reply,
        await openTicketFile(database.db, {
          accountId: currentAccount(request).Id,
          storage,
          IdTicket: request.params.id,
          IdMessage: request.params.idMessage,
        }),
      ),
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
    async (request, reply) =>
      sendAttachment(
        reply,
        await openTicketFile(database.db, {
          accountId: null,
          storage,
          IdTicket: request.params.id,
          IdMessage: request.params.idMessage,
        }),
      ),
  );
};
