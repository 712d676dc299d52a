import { ZApiError } from '@shortlist/domain/errors';
import { ZJurySettings, ZJurySettingsView } from '@shortlist/domain/festival-space/review-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getJurySettings, saveJurySettings } from './jury-settings.ts';
import { festivalParams, festivalSpaceTags, routeKit } from './route-kit.ts';

const tags = festivalSpaceTags;

/** The festival's jury settings (issue 34): score scale, watch threshold, blind mode. */
export const jurySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, caller } = routeKit(app);

  app.get(
    '/festivals/:IdFestival/jury-settings',
    {
      schema: {
        tags,
        summary: "The festival's score scale, watch threshold and blind mode (any member)",
        params: festivalParams,
        response: { 200: ZJurySettingsView, 404: ZApiError },
      },
    },
    async (request) =>
      getJurySettings(db, { accountId: caller(request), festivalId: request.params.IdFestival }),
  );

  app.put(
    '/festivals/:IdFestival/jury-settings',
    {
      schema: {
        tags,
        summary: "Change the festival's score scale, watch threshold and blind mode (managers)",
        description:
          'The scale no longer changes once scores were given (409 `SCORE_SCALE_IN_USE`). A new threshold applies to the scores given from then on.',
        params: festivalParams,
        body: ZJurySettings,
        response: { 200: ZJurySettingsView, 403: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) =>
      saveJurySettings(db, {
        accountId: caller(request),
        festivalId: request.params.IdFestival,
        settings: request.body,
        now: now(),
      }),
  );
};
