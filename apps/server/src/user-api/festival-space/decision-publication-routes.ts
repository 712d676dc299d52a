import { ZApiError } from '@shortlist/domain/errors';
import {
  ZPublishDecisionsRequest,
  ZPublishDecisionsResponse,
} from '@shortlist/domain/festival-space/decision-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        params: z.object({ IdFestival: ZIdParam }),
        body: ZPublishDecisionsRequest,
        response: { 200: ZPublishDecisionsResponse, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      publishSectionDecisions(db, {
        accountId: currentAccount(request).Id,
        festivalId: request.params.IdFestival,
        sectionId: request.body.IdCampagneSection,
        publicUrl: config.publicUrl,
        now: now(),
        ports,
      }),
  );
};
