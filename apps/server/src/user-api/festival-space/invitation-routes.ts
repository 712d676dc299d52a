import {
  ZFestivalInvitation,
  ZFestivalInvitationRequest,
  ZFestivalInvitationsResponse,
} from '@shortlist/domain/festival-space/invitation-contracts';
import { canInviteFilms } from '@shortlist/domain/festival-space/member-roles';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount } from '../../platform/session.ts';
import { listFestivalInvitations } from './festival-invitations.ts';
import { requireMembership } from './festival-membership.ts';
import type { FilmInvitationPorts } from './festival-space-ports.ts';
import { inviteFilm } from './invite-film.ts';

const tags = ['festival-space'];
const params = z.object({ IdFestival: ZIdParam });

/** A festival's invitations of films to its sections (managers only, `canInviteFilms`). */
export const invitationRoutes: FastifyPluginAsyncZod<{ ports: FilmInvitationPorts }> = async (
  app,
  options,
) => {
  const { database, now, config } = app.ctx;
  const db = database.db;

  app.get(
    '/festivals/:IdFestival/invitations',
    {
      schema: {
        tags,
        summary: "The festival's invitations, newest first, with their film, section and status (managers)",
        params,
        response: { 200: ZFestivalInvitationsResponse },
      },
    },
    async (request) => {
      const festivalId = request.params.IdFestival;
      await requireMembership(db, {
        accountId: currentAccount(request).Id,
        festivalId,
        allowed: canInviteFilms,
      });
      return {
        items: await listFestivalInvitations(db, { festivalId, language: request.language, now: now() }),
      };
    },
  );

  app.post(
    '/festivals/:IdFestival/invitations',
    {
      schema: {
        tags,
        summary:
          'Invite a film (page address, shortname or id) to a section at a price until a day (managers)',
        description:
          "The film's owner gets the invitation email and panel. A public film, or one already entered in this festival: any other is 404 (field `film`).",
        params,
        body: ZFestivalInvitationRequest,
        response: { 201: ZFestivalInvitation },
      },
    },
    async (request, reply) => {
      const festivalId = request.params.IdFestival;
      await requireMembership(db, {
        accountId: currentAccount(request).Id,
        festivalId,
        allowed: canInviteFilms,
      });
      const at = now();
      const { IdInvitation } = await inviteFilm(db, {
        festivalId,
        request: request.body,
        now: at,
        publicUrl: config.publicUrl,
        ports: options.ports,
      });
      const [created] = await listFestivalInvitations(db, {
        festivalId,
        language: request.language,
        now: at,
        invitationId: IdInvitation,
      });
      if (!created) throw new AppError('NOT_FOUND');
      return reply.status(201).send(created);
    },
  );
};
