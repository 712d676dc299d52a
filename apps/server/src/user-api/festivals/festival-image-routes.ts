import { ZApiError } from '@shortlist/domain/errors';
import { IMAGE_SIZES, type ImageSize } from '@shortlist/domain/festivals/image-sizes';
import { ZPlainText } from '@shortlist/domain/fields/text';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findFestivalImage, openImage } from './festival-image.ts';
import { tags } from './route-answers.ts';

/** A festival's images by file name, in each stored size (logos without a file get their initials). */
export const festivalImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const imageNames = new Map<string, string | null>();

  /** One size of a festival image; a missing one is NOT_FOUND, but a missing logo gets its initials. */
  const sendImage = async (reply: FastifyReply, options: { file: string; size: ImageSize }) => {
    const image = await findFestivalImage(db, {
      mediaDir: app.ctx.config.mediaDir,
      file: options.file,
      size: options.size,
      names: imageNames,
      intake: app.ctx.photoIntake,
      storage: app.ctx.storage,
    });
    if (image.kind === 'file' || image.kind === 'stored') {
      // The original passing for a size the busy image queue could not make yet: not for long.
      reply.header(
        'Cache-Control',
        image.passing ? 'public, max-age=60' : 'public, max-age=31536000, immutable',
      );
      if (image.kind === 'stored') {
        reply.header('Content-Length', image.file.size);
        return reply.type(image.type).send(image.file.open());
      }
      reply.header('Content-Length', image.size);
      return reply.type(image.type).send(openImage(image.path));
    }
    // A real file may be uploaded later under the same name: keep the placeholder a day.
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type('image/svg+xml').send(image.svg);
  };
  // A file name: no control characters, and no longer than a file system allows.
  const ZImageFile = ZPlainText.max(255);

  app.get(
    '/public/images/festivals/size/:size/*',
    {
      schema: {
        tags,
        summary:
          'A festival image in one size (origin, full HD, HD ready, thumbnail); a missing logo gets a placeholder',
        params: z.object({ size: z.enum(IMAGE_SIZES), '*': ZImageFile }),
        response: { 404: ZApiError },
      },
    },
    async (request, reply) => sendImage(reply, { file: request.params['*'], size: request.params.size }),
  );

  app.get(
    '/public/images/festivals/*',
    {
      schema: {
        tags,
        summary: 'A festival image as stored (its origin size); a missing logo gets a placeholder',
        params: z.object({ '*': ZImageFile }),
        response: { 404: ZApiError },
      },
    },
    async (request, reply) => sendImage(reply, { file: request.params['*'], size: 'origin' }),
  );
};
