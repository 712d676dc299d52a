import {
  FESTIVAL_IMAGE_KINDS,
  ZFestivalImages,
  ZFestivalPhotoOrderRequest,
  ZFestivalPhotoRequest,
  ZFestivalPhotoUploadQuery,
} from '@shortlist/domain/festival-space/image-contracts';
import { canEditProfile } from '@shortlist/domain/festival-space/member-roles';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import {
  registerUploadBody,
  UPLOAD_CONTENT_TYPE,
  uploadedBytes,
} from '../../platform/storage/upload-body.ts';
import { requireMembership } from './festival-membership.ts';
import type { ImagePorts } from './festival-space-ports.ts';

const tags = ['festival-space'];
const festivalParams = z.object({ IdFestival: ZIdParam });
const kindParams = z.object({ IdFestival: ZIdParam, kind: z.enum(FESTIVAL_IMAGE_KINDS) });
const photoParams = z.object({ IdFestival: ZIdParam, IdPhoto: ZIdParam });
const uploadDescription = `The image's bytes are the whole body, sent as \`${UPLOAD_CONTENT_TYPE}\`. Checked as a film photo (type read from the bytes, dimensions, the image queue, the upload rate): 415 FILE_TYPE_REFUSED, 413 FILE_TOO_LARGE, 400 FILE_MISSING.`;

/**
 * The festival's logo, cover, banner and photos with credits (issue 33), for its managers
 * (`canEditProfile`, as the profile): a non-member gets 404, a programmer 403
 * FESTIVAL_ROLE_REQUIRED, before any byte is processed. The festivals area owns the rows and the
 * files (`ImagePorts`); every call answers the images as they are now.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ ports: ImagePorts }> = async (app, options) => {
  const { database, config, storage, photoIntake, now } = app.ctx;
  const db = database.db;
  const ports = options.ports.images;
  const files = { storage, mediaDir: config.mediaDir };
  const bodyLimit = config.mediaLimits.photoMaxBytes;
  registerUploadBody(app);

  /** The signed-in account, once it is shown to manage the festival. */
  const manager = async (request: FastifyRequest, festivalId: number) => {
    const account = currentAccount(request);
    await requireMembership(db, { accountId: account.Id, festivalId, allowed: canEditProfile });
    return account;
  };
  const upload = (request: FastifyRequest, accountId: number) => ({
    ...files,
    intake: photoIntake,
    bytes: uploadedBytes(request),
    accountId,
    language: request.language,
    now: now(),
  });

  app.get(
    '/festivals/:IdFestival/images',
    {
      schema: {
        tags,
        summary: "The festival's logo, cover, banner and photos (managers)",
        params: festivalParams,
        response: { 200: ZFestivalImages },
      },
    },
    async (request) => {
      const festivalId = request.params.IdFestival;
      await manager(request, festivalId);
      return ports.readFestivalImages(db, { festivalId });
    },
  );

  app.put(
    '/festivals/:IdFestival/images/:kind',
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Replace the festival's logo, cover or banner with an uploaded image (managers)",
        description: uploadDescription,
        consumes: [UPLOAD_CONTENT_TYPE],
        params: kindParams,
        response: { 200: ZFestivalImages },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, kind } = request.params;
      const account = await manager(request, festivalId);
      await ports.setFestivalImage(db, { ...upload(request, account.Id), festivalId, kind });
      return ports.readFestivalImages(db, { festivalId });
    },
  );

  app.delete(
    '/festivals/:IdFestival/images/:kind',
    {
      schema: {
        tags,
        summary: "Remove the festival's logo, cover or banner (managers)",
        params: kindParams,
        response: { 200: ZFestivalImages },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, kind } = request.params;
      await manager(request, festivalId);
      await ports.removeFestivalImage(db, { ...files, festivalId, kind });
      return ports.readFestivalImages(db, { festivalId });
    },
  );

  app.post(
    '/festivals/:IdFestival/photos',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Add a photo with its credit to the festival (managers)',
        description: `${uploadDescription} 409 FILE_LIMIT_REACHED past the festival's photo limit.`,
        consumes: [UPLOAD_CONTENT_TYPE],
        params: festivalParams,
        querystring: ZFestivalPhotoUploadQuery,
        response: { 201: ZFestivalImages },
      },
    },
    async (request, reply) => {
      const festivalId = request.params.IdFestival;
      const account = await manager(request, festivalId);
      await ports.addFestivalPhoto(db, {
        ...upload(request, account.Id),
        festivalId,
        Credit: request.query.Credit,
      });
      return reply.status(201).send(await ports.readFestivalImages(db, { festivalId }));
    },
  );

  app.put(
    '/festivals/:IdFestival/photos/order',
    {
      schema: {
        tags,
        summary: "Order the festival's photos as the public page shows them (managers)",
        description:
          'Every photo of the festival, each once, in its new order. Any other set of ids (one missing, one of another festival) is 400 VALIDATION_FAILED on `order`, nothing changed.',
        params: festivalParams,
        body: ZFestivalPhotoOrderRequest,
        response: { 200: ZFestivalImages },
      },
    },
    async (request) => {
      const { IdFestival: festivalId } = request.params;
      await manager(request, festivalId);
      await ports.reorderFestivalPhotos(db, { festivalId, order: request.body.order });
      return ports.readFestivalImages(db, { festivalId });
    },
  );

  app.put(
    '/festivals/:IdFestival/photos/:IdPhoto',
    {
      schema: {
        tags,
        summary: "Change a festival photo's credit (managers)",
        params: photoParams,
        body: ZFestivalPhotoRequest,
        response: { 200: ZFestivalImages },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdPhoto: photoId } = request.params;
      await manager(request, festivalId);
      await ports.changeFestivalPhotoCredit(db, { festivalId, photoId, Credit: request.body.Credit });
      return ports.readFestivalImages(db, { festivalId });
    },
  );

  app.delete(
    '/festivals/:IdFestival/photos/:IdPhoto',
    {
      schema: {
        tags,
        summary: 'Remove a festival photo (managers)',
        params: photoParams,
        response: { 200: ZFestivalImages },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdPhoto: photoId } = request.params;
      await manager(request, festivalId);
      await ports.deleteFestivalPhoto(db, { ...files, festivalId, photoId });
      return ports.readFestivalImages(db, { festivalId });
    },
  );
};
