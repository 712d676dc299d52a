import { ZApiError } from '@shortlist/domain/errors';
import {
  ZPublishDecisionsRequest,
  ZPublishDecisionsResponse,
} from '@shortlist/domain/festival-space/decision-contracts';
import { ZWatchGuaranteeUnmet } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '../../platform/errors.ts';
import { currentAccount } from '../../platform/session.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';
import { publishSectionDecisions } from './publish-section-decisions.ts';

const tags = ['festival-space'];

/** A manager publishes a section's decisions: its filmmakers see them and are emailed (issue 31). */
export const decisionPublicationRoutes: FastifyPluginAsyncZod<{ ports: FestivalSpacePorts }> = async (
  app,
  options,
) => {
  const { database, now, config } = app.ctx;
  const db = database.db;
  const { ports } = options;

  app.post(
    '/festivals/:IdFestival/decisions/publish',
    {
      schema: {
        tags,
        summary: "Publish a section's decisions to its filmmakers (managers)",
        description:
          "409 WATCH_GUARANTEE_UNMET with `required` and `entries` while an entry of the section is watched to the end by fewer members than its call's guaranteed watch: nothing is published.",
        params: z.object({ IdFestival: ZIdParam }),
        body: ZPublishDecisionsRequest,
        response: {
          200: ZPublishDecisionsResponse,
          403: ZApiError,
          404: ZApiError,
          409: ZWatchGuaranteeUnmet,
        },
      },
    },
    async (request, reply) => {
      const outcome = await publishSectionDecisions(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
        sectionId: request.body.IdCampagneSection,
        publicUrl: config.publicUrl,
        now: now(),
        ports,
      });
      if (outcome.unmet) {
        const code = 'WATCH_GUARANTEE_UNMET' as const;
        const params = { required: String(outcome.unmet.required) };
        return reply.code(409).send({
          code,
          message: errorMessage(code, request.language ?? 'en', params),
          ...outcome.unmet,
        });
      }
      return outcome.published;
    },
  );
};
