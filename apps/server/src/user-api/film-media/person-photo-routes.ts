import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZPersonPhoto, ZPersonPhotoUploadQuery } from '@shortlist/domain/media/person-photo-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { sendServedPhoto } from '../../platform/storage/served-photo.ts';
import { registerUploadBody, uploadedBytes } from '../../platform/storage/upload-body.ts';
import { addPersonPhoto, deletePersonPhoto, getPersonPhoto, servePersonPhoto } from './person-photo.ts';
import { uploadOptions } from './upload-options.ts';

const tags = ['film media'];
const personParam = z.object({ id: ZIdParam });

/**
 * A person's photo (spec §3 PhotoFileName; §7 `DELETE personnes/{id}/photo/{idPhoto}`): the
 * owner's calls, signed in, for a person of the account's address book; then the public path
 * the public film page's credits link.
 */
export const personPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now, storage, config, photoIntake } = app.ctx;
  const db = database.db;
  const limits = config.mediaLimits;

  const ownerRoutes: FastifyPluginAsyncZod = async (owner) => {
    // Before body validation: an anonymous call answers 401, not 400.
    owner.addHook('preValidation', requireAccount);
    registerUploadBody(owner);

    owner.post(
      '/personnes/:id/photo',
      uploadOptions({
        summary: "Upload a person's photo (replaces the one they had)",
        bodyLimit: limits.photoMaxBytes,
        params: personParam,
        querystring: ZPersonPhotoUploadQuery,
        response: ZPersonPhoto,
      }),
      async (request, reply) => {
        const photo = await addPersonPhoto(db, {
          account: currentAccount(request),
          storage,
          IdPersonne: request.params.id,
          values: request.query,
          bytes: uploadedBytes(request),
          intake: photoIntake,
          language: request.language,
          now: now(),
        });
        return reply.status(201).send(photo);
      },
    );

    owner.get(
      '/personnes/:id/photo',
      {
        schema: {
          tags,
          summary: "A person's photo, or null",
          params: personParam,
          response: { 200: ZPersonPhoto.nullable() },
        },
      },
      async (request) =>
        getPersonPhoto(db, { account: currentAccount(request), IdPersonne: request.params.id }),
    );

    owner.delete(
      '/personnes/:id/photo/:idPhoto',
      {
        schema: {
          tags,
          summary: "Delete a person's photo and its files",
          params: z.object({ id: ZIdParam, idPhoto: ZIdParam }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deletePersonPhoto(db, {
          account: currentAccount(request),
          storage,
          IdPersonne: request.params.id,
          Id: request.params.idPhoto,
        });
        return reply.status(204).send(null);
      },
    );
  };
  await app.register(ownerRoutes);

  app.get(
    '/public/photos/personnes/:idPersonne/:file',
    {
      schema: {
        tags,
        summary: "A person's photo (the public film page's credits); `.jpg` or `.webp`",
        params: z.object({ idPersonne: ZIdParam, file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const served = await servePersonPhoto(db, {
        storage,
        IdPersonne: request.params.idPersonne,
        file: request.params.file,
        viewer: request.account,
      });
      return sendServedPhoto(reply, served);
    },
  );
};
