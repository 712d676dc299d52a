import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/session.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';

/**
 * The festival workspace's API (`/api/festival-space/`, issue 31): every call is signed in and
 * checks the account's membership of the festival it names (`festival-membership.ts`). One
 * resource per file, registered here.
 */
export const festivalSpaceRoutes: FastifyPluginAsyncZod<{ ports: FestivalSpacePorts }> = async (
  app,
  _options,
) => {
  app.addHook('preValidation', requireAccount);
};
