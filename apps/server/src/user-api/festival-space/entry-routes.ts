import { ZEntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import { ZVideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import { VIDEO_TYPES } from '@shortlist/domain/media/video-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../platform/attachment-header.ts';
import { currentAccount } from '../../platform/session.ts';
import { entryDocument, entryPlaybackUrl } from './entry-files.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';
import { getEntryView } from './get-entry-view.ts';

const tags = ['festival-space'];
const entryParam = z.object({ IdInscription: ZIdParam });

/** One entry as its festival sees it: the view, its documents, its screener's playback URL. */
export const entryRoutes: FastifyPluginAsyncZod<{ ports: FestivalSpacePorts }> = async (app, options) => {
  const { database, now, storage, config } = app.ctx;
  const db = database.db;
  const ports = options.ports.entryFilm;

  app.get(
    '/entries/:IdInscription',
    {
      schema: {
        tags,
        summary: 'An entry as its festival sees it: the film record, answers, history and viewing',
        description:
          "Any member of the entry's festival; 404 for anyone else and for an entry not sent yet. " +
          'The film is shown whatever its publication or archiving since it was entered. `viewing.members` ' +
          'is filled for managers only. A history move is `published` when the filmmaker was told: a platform ' +
          "move at once, a festival move once a publication of the entry's section came at or after it.",
        params: entryParam,
        response: { 200: ZEntryView },
      },
    },
    async (request) =>
      getEntryView(db, {
        accountId: currentAccount(request).Id,
        entryId: request.params.IdInscription,
        language: request.language,
        now: now(),
        ports,
      }),
  );

  app.get(
    '/entries/:IdInscription/documents/:IdDocument',
    {
      schema: {
        tags,
        summary: "Download a document of the entry's film (an attachment under its uploaded name)",
        params: entryParam.extend({ IdDocument: ZIdParam }),
      },
    },
    async (request, reply) => {
      const found = await entryDocument(db, {
        accountId: currentAccount(request).Id,
        entryId: request.params.IdInscription,
        IdDocument: request.params.IdDocument,
        storage,
        ports,
      });
      reply.header('content-disposition', attachmentHeader(found.document.FichierOriginal));
      reply.header('content-length', found.file.size);
      reply.header('cache-control', 'private, no-store');
      return reply.type(found.document.Mime).send(found.file.open());
    },
  );

  app.get(
    '/entries/:IdInscription/videos/:type/url',
    {
      schema: {
        tags,
        summary: "A short-lived signed URL playing the entry's film video or trailer, with its subtitles",
        params: entryParam.extend({ type: z.enum(VIDEO_TYPES) }),
        response: { 200: ZVideoPlaybackUrl },
      },
    },
    async (request) =>
      entryPlaybackUrl(db, {
        accountId: currentAccount(request).Id,
        entryId: request.params.IdInscription,
        type: request.params.type,
        secret: config.mediaUrlSecret,
        minutes: config.mediaUrlMinutes,
        now: now(),
        ports,
      }),
  );
};
