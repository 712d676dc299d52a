import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZFilmDocument } from '@shortlist/domain/films/api-contracts';
import { ZFilmDocumentList, ZFilmDocumentUploadQuery } from '@shortlist/domain/media/document-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { registerUploadBody, uploadedBytes } from '../../platform/storage/upload-body.ts';
import { attachmentHeader } from './document-files.ts';
import {
  addFilmDocument,
  deleteFilmDocument,
  findFilmDocument,
  listFilmDocuments,
} from './film-documents.ts';
import { uploadOptions } from './upload-options.ts';

const tags = ['film media'];
const filmParam = z.object({ idFilm: ZIdParam });
const documentParams = z.object({ idFilm: ZIdParam, id: ZIdParam });

/**
 * A film's documents and its people's, for the owner only (signed in; another account's film or
 * document answers 404). Uploads are raw bytes (`platform/storage/upload-body.ts`) checked from
 * their content.
 */
export const filmDocumentRoutes: FastifyPluginAsyncZod = async (owner) => {
  const { database, now, storage, config } = owner.ctx;
  const db = database.db;
  const limits = config.mediaLimits;
  // Before body validation: an anonymous call answers 401, not 400.
  owner.addHook('preValidation', requireAccount);
  registerUploadBody(owner);

  owner.get(
    '/films/:idFilm/documents',
    {
      schema: {
        tags,
        summary: "The film's documents (its own and its people's)",
        params: filmParam,
        response: { 200: ZFilmDocumentList },
      },
    },
    async (request) =>
      listFilmDocuments(db, { account: currentAccount(request), IdFilm: request.params.idFilm, limits }),
  );

  owner.post(
    '/films/:idFilm/documents',
    uploadOptions({
      summary: 'Upload a document (PDF, DOCX, ODT, DOC, RTF or text read from the bytes)',
      bodyLimit: limits.documentMaxBytes,
      params: filmParam,
      querystring: ZFilmDocumentUploadQuery,
      response: ZFilmDocument,
    }),
    async (request, reply) => {
      const document = await addFilmDocument(db, {
        account: currentAccount(request),
        storage,
        IdFilm: request.params.idFilm,
        values: request.query,
        bytes: uploadedBytes(request),
        limits,
        now: now(),
      });
      return reply.status(201).send(document);
    },
  );

  const download = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ids: { IdFilm: number; Id: number; IdPersonne?: number },
  ) => {
    const found = await findFilmDocument(db, { account: currentAccount(request), storage, ...ids });
    reply.header('content-disposition', attachmentHeader(found.document.FichierOriginal));
    reply.header('content-length', found.file.size);
    return reply.type(found.document.Mime).send(found.file.open());
  };

  owner.get(
    '/films/:idFilm/documents/:id/file',
    { schema: { tags, summary: 'Download a document of the film', params: documentParams } },
    async (request, reply) =>
      download(request, reply, { IdFilm: request.params.idFilm, Id: request.params.id }),
  );

  owner.get(
    '/personnes/:id/documents/:idDoc/:idFilm',
    {
      schema: {
        tags,
        summary: "Download a person's document on a film (spec §7 path)",
        params: z.object({ id: ZIdParam, idDoc: ZIdParam, idFilm: ZIdParam }),
      },
    },
    async (request, reply) =>
      download(request, reply, {
        IdFilm: request.params.idFilm,
        Id: request.params.idDoc,
        IdPersonne: request.params.id,
      }),
  );

  owner.delete(
    '/films/:idFilm/documents/:id',
    {
      schema: {
        tags,
        summary: 'Delete a document and its file',
        params: documentParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteFilmDocument(db, {
        account: currentAccount(request),
        storage,
        IdFilm: request.params.idFilm,
        Id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
