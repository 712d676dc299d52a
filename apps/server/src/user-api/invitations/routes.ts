import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import {
  ZAnswerInvitationRequest,
  ZAnswerInvitationResponse,
  ZInvitationFilms,
  ZInvitationList,
} from '@shortlist/domain/submissions/invitation-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { answerInvitation } from './answer-invitation.ts';
import { festivalInvitations } from './festival-invitations.ts';
import { invitationFilms } from './invitation-films.ts';
import type { InvitationPorts } from './invitation-ports.ts';

const tags = ['invitations'];

/** A festival's invitations to the signed-in filmmaker (spec §7 Submissions); every call is signed in. */
export const invitationRoutes: FastifyPluginAsyncZod<{ ports: InvitationPorts }> = async (app, options) => {
  const { database, now } = app.ctx;
  const db = database.db;
  const { ports } = options;
  app.addHook('preValidation', requireAccount);

  app.get(
    '/invitations/festival/:id',
    {
      schema: {
        tags,
        summary: "The account's invitations to the festival's sections, with their status",
        params: z.object({ id: ZIdParam }),
        response: { 200: ZInvitationList },
      },
    },
    async (request) => ({
      items: await festivalInvitations(db, {
        accountId: currentAccount(request).Id,
        IdFestival: request.params.id,
        language: request.language,
        now: now(),
      }),
    }),
  );

  app.get(
    '/invitations/films-inscriptible/:idFestival/fest',
    {
      schema: {
        tags,
        summary: "For each pending invitation to the festival, the account's films judged through it",
        params: z.object({ idFestival: ZIdParam }),
        response: { 200: ZInvitationFilms },
      },
    },
    async (request) => {
      const accountId = currentAccount(request).Id;
      const at = now();
      const invitations = await festivalInvitations(db, {
        accountId,
        IdFestival: request.params.idFestival,
        language: request.language,
        now: at,
      });
      return invitationFilms(db, { accountId, invitations, now: at, ports });
    },
  );

  app.post(
    '/invitations/:idInvitation/inscrire/:idFilm/:idCampagneSection',
    {
      schema: {
        tags,
        summary: 'Answer an invitation with a film: the entry goes in the basket at the invited price',
        description:
          "Beside spec §7: an optional body `{answers}` with the answers to the section's additional questions, by question id.",
        params: z.object({ idInvitation: ZIdParam, idFilm: ZIdParam, idCampagneSection: ZIdParam }),
        body: ZAnswerInvitationRequest.nullish(),
        response: {
          201: ZAnswerInvitationResponse,
          404: ZApiError,
          409: ZApiError,
          410: ZApiError,
          422: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const answered = await answerInvitation(db, {
        accountId: currentAccount(request).Id,
        IdInvitation: request.params.idInvitation,
        IdFilm: request.params.idFilm,
        IdCampagneSection: request.params.idCampagneSection,
        ...(request.body?.answers ? { answers: request.body.answers } : {}),
        now: now(),
        ports,
      });
      return reply.status(201).send(answered);
    },
  );
};
