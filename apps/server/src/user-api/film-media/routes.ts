import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZFilmPhoto } from '@shortlist/domain/films/api-contracts';
import { IMAGE_SIZES } from '@shortlist/domain/films/film-values';
import { ZFilmPhotoRequest } from '@shortlist/domain/films/media-rules';
import {
  ZFilmPhotoList,
  ZFilmPhotoUploadQuery,
  ZPhotoOrderRequest,
} from '@shortlist/domain/media/photo-contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { sendServedPhoto } from '../../platform/storage/served-photo.ts';
import { registerUploadBody, uploadedBytes } from '../../platform/storage/upload-body.ts';
import { addFilmPhoto } from './add-film-photo.ts';
import { deleteFilmPhoto } from './delete-film-photo.ts';
import { filmDocumentRoutes } from './film-document-routes.ts';
import { listFilmPhotos } from './list-film-photos.ts';
import { orderFilmPhotos } from './order-film-photos.ts';
import { personPhotoRoutes } from './person-photo-routes.ts';
import { serveFilmPhoto } from './serve-film-photo.ts';
import { updateFilmPhoto } from './update-film-photo.ts';
import { uploadOptions } from './upload-options.ts';

const tags = ['film media'];
const filmParam = z.object({ idFilm: ZIdParam });
const photoParams = z.object({ idFilm: ZIdParam, id: ZIdParam });

export type FilmMediaRoutesOptions = {
  /** Whether the visitor of a request unlocked a protected film (the films area answers). */
  isFilmUnlocked?: (request: FastifyRequest, IdFilm: number) => Promise<boolean>;
  /** Whether the signed-in account is a member of a festival the film was entered at (festival-space answers). */
  isFilmEntrusted?: (accountId: number, IdFilm: number) => Promise<boolean>;
};

/**
 * A film's photos: the owner's calls, signed in, then the public image path (its documents in
 * film-document-routes.ts, its people's photos in person-photo-routes.ts). Uploads are raw bytes (`platform/storage/upload-body.ts`) checked from
 * their content; another account's film or photo answers 404.
 */
export const filmMediaRoutes: FastifyPluginAsyncZod<FilmMediaRoutesOptions> = async (app, options) => {
  const { database, now, storage, config, photoIntake } = app.ctx;
  const db = database.db;
  const limits = config.mediaLimits;
  const isFilmUnlocked = options.isFilmUnlocked ?? (async () => false);

  const ownerRoutes: FastifyPluginAsyncZod = async (owner) => {
    // Before body validation: an anonymous call answers 401, not 400.
    owner.addHook('preValidation', requireAccount);
    registerUploadBody(owner);

    owner.get(
      '/film-photo/:idFilm/dico',
      {
        schema: {
          tags,
          summary: "The film's photos and how many it may hold",
          params: filmParam,
          response: { 200: ZFilmPhotoList },
        },
      },
      async (request) =>
        listFilmPhotos(db, {
          account: currentAccount(request),
          IdFilm: request.params.idFilm,
          limits,
          now: now(),
        }),
    );

    owner.post(
      '/films/:idFilm/photo',
      uploadOptions({
        summary: 'Upload a photo (JPEG, PNG, WebP or AVIF read from the bytes)',
        bodyLimit: limits.photoMaxBytes,
        params: filmParam,
        querystring: ZFilmPhotoUploadQuery,
        response: ZFilmPhoto,
      }),
      async (request, reply) => {
        const photo = await addFilmPhoto(db, {
          account: currentAccount(request),
          storage,
          IdFilm: request.params.idFilm,
          values: request.query,
          bytes: uploadedBytes(request),
          limits,
          intake: photoIntake,
          language: request.language,
          now: now(),
        });
        return reply.status(201).send(photo);
      },
    );

    owner.put(
      '/films/:idFilm/photo/:id',
      {
        schema: {
          tags,
          summary: "Change a photo's type, credit or principal mark",
          params: photoParams,
          body: ZFilmPhotoRequest,
          response: { 200: ZFilmPhoto },
        },
      },
      async (request) =>
        updateFilmPhoto(db, {
          account: currentAccount(request),
          IdFilm: request.params.idFilm,
          Id: request.params.id,
          values: request.body,
          now: now(),
        }),
    );

    owner.put(
      '/films/:idFilm/photo-order',
      {
        schema: {
          tags,
          summary: "Reorder the film's photos (every photo, each once)",
          params: filmParam,
          body: ZPhotoOrderRequest,
          response: { 200: ZFilmPhotoList },
        },
      },
      async (request) => {
        const account = currentAccount(request);
        const IdFilm = request.params.idFilm;
        await orderFilmPhotos(db, { account, IdFilm, Ids: request.body.Ids });
        return listFilmPhotos(db, { account, IdFilm, limits, now: now() });
      },
    );

    owner.delete(
      '/films/:idFilm/photo/:id',
      {
        schema: {
          tags,
          summary: 'Delete a photo and its files',
          params: photoParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteFilmPhoto(db, {
          account: currentAccount(request),
          storage,
          IdFilm: request.params.idFilm,
          Id: request.params.id,
          now: now(),
        });
        return reply.status(204).send(null);
      },
    );
  };
  await app.register(ownerRoutes);
  await app.register(filmDocumentRoutes);
  await app.register(personPhotoRoutes);

  app.get(
    '/public/photos/films/:idFilm/upload-by/:user/size/:size/:file',
    {
      schema: {
        tags,
        summary: 'A film photo in one size (spec §7 public image path); `.jpg` or `.webp`',
        params: z.object({
          idFilm: ZIdParam,
          user: ZIdParam,
          size: z.enum(IMAGE_SIZES),
          file: z.string().max(64),
        }),
      },
    },
    async (request, reply) => {
      const { idFilm, user, size, file } = request.params;
      const served = await serveFilmPhoto(db, {
        storage,
        IdFilm: idFilm,
        user,
        size,
        file,
        viewer: request.account,
        isUnlocked: (IdFilm) => isFilmUnlocked(request, IdFilm),
        isEntrusted: async (IdFilm) =>
          request.account !== null && options.isFilmEntrusted !== undefined
            ? options.isFilmEntrusted(request.account.Id, IdFilm)
            : false,
      });
      return sendServedPhoto(reply, served);
    },
  );
};
