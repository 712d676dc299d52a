import { ZApiError } from '@shortlist/domain/errors';
import { ZJurySettings, ZJurySettingsView } from '@shortlist/domain/festival-space/review-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { getJurySettings, saveJurySettings } from './jury-settings.ts';

const tags = ['festival-space'];

/** The festival's jury settings (issue 34): score scale, watch threshold, blind mode. */
export const jurySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;

  app.get(
    '/festivals/:IdFestival/jury-settings',
    {
      schema: {
        tags,
        summary: "The festival's score scale, watch threshold and blind mode (any member)",
        params: z.object({ IdFestival: ZIdParam }),
        response: { 200: ZJurySettingsView, 404: ZApiError },
      },
    },
    async (request) =>
      getJurySettings(db, { accountId: currentAccount(request).Id, festivalId: request.params.IdFestival }),
  );

  app.put(
    '/festivals/:IdFestival/jury-settings',
    {
      schema: {
        tags,
        summary: "Change the festival's score scale, watch threshold and blind mode (managers)",
        description:
          'The scale no longer changes once scores were given (409 `SCORE_SCALE_IN_USE`). A new threshold applies to the scores given from then on.',
        params: z.object({ IdFestival: ZIdParam }),
        body: ZJurySettings,
        response: { 200: ZJurySettingsView, 403: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) =>
      saveJurySettings(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
        settings: request.body,
        now: now(),
      }),
  );
};
