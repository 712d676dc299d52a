import { canEditProfile } from '@shortlist/domain/festival-space/member-roles';
import {
  ZFestivalProfile,
  ZFestivalProfileRequest,
} from '@shortlist/domain/festival-space/profile-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { requireMembership } from './festival-membership.ts';
import type { ProfilePorts } from './festival-space-ports.ts';

const tags = ['festival-space'];
const festivalParams = z.object({ IdFestival: ZIdParam });

/**
 * The festival's profile (issue 33), for its managers (`canEditProfile`): read and replace it.
 * A non-member gets 404, a programmer 403 FESTIVAL_ROLE_REQUIRED. The festivals area owns the
 * festival's tables and writes them (`ProfilePorts`); the public page, cards, JSON-LD and sitemap
 * read the saved profile at once on every app server (festival-changes.ts).
 */
export const profileRoutes: FastifyPluginAsyncZod<{ ports: ProfilePorts }> = async (app, options) => {
  const { database, config } = app.ctx;
  const db = database.db;
  const { readFestivalProfile, writeFestivalProfile } = options.ports;
  const routedLanguages = config.routedLanguages;
  const manager = (accountId: number, festivalId: number) =>
    requireMembership(db, { accountId, festivalId, allowed: canEditProfile });

  app.get(
    '/festivals/:IdFestival/profile',
    {
      schema: {
        tags,
        summary: "The festival's profile as its managers edit it",
        params: festivalParams,
        response: { 200: ZFestivalProfile },
      },
    },
    async (request) => {
      const festivalId = request.params.IdFestival;
      await manager(currentAccount(request).Id, festivalId);
      return readFestivalProfile(db, { festivalId, routedLanguages });
    },
  );

  app.put(
    '/festivals/:IdFestival/profile',
    {
      schema: {
        tags,
        summary: "Replace the festival's profile (managers)",
        description:
          'Names, presentation per routed language (English required), address and position (the time zone follows), contact details, structure, genres, categories, themes, year founded, director stay and labels, in one transaction. 400 VALIDATION_FAILED with fields (LANGUAGE_NOT_ROUTED for a language the site does not route).',
        params: festivalParams,
        body: ZFestivalProfileRequest,
        response: { 200: ZFestivalProfile },
      },
    },
    async (request) => {
      const festivalId = request.params.IdFestival;
      await manager(currentAccount(request).Id, festivalId);
      await writeFestivalProfile(db, { festivalId, values: request.body, routedLanguages });
      return readFestivalProfile(db, { festivalId, routedLanguages });
    },
  );
};
