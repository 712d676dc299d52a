import { ZApiError } from '@shortlist/domain/errors';
import {
  ZFestivalCode,
  ZFestivalCodeRequest,
  ZFestivalCodesResponse,
  ZHandFestivalCodeRequest,
} from '@shortlist/domain/festival-space/code-contracts';
import { canManageCodes } from '@shortlist/domain/festival-space/member-roles';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { Language } from '@shortlist/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { currentAccount } from '../../platform/session.ts';
import { requireMembership } from './festival-membership.ts';
import type { CodePorts } from './festival-space-ports.ts';

const tags = ['festival-space'];
const ZFestivalParams = z.object({ IdFestival: ZIdParam });
const ZCodeParams = ZFestivalParams.extend({ IdCode: ZIdParam });
const refused = { 400: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * A festival's fee waivers and discount codes (managers only, `canManageCodes`; a programmer 403,
 * another festival 404). The order service owns the codes and counts their uses; it answers
 * through the `codes` port.
 */
export const codeRoutes: FastifyPluginAsyncZod<{ codes: CodePorts }> = async (app, { codes }) => {
  const { database, now, config } = app.ctx;
  const db = database.db;
  const manager = (accountId: number, festivalId: number) =>
    requireMembership(db, { accountId, festivalId, allowed: canManageCodes });
  const one = async (festivalId: number, codeId: number, language: Language) => {
    const [code] = await codes.listFestivalCodes(db, { festivalId, codeId, language, now: now() });
    if (!code) throw new AppError('NOT_FOUND');
    return code;
  };

  app.get(
    '/festivals/:IdFestival/codes',
    {
      schema: {
        tags,
        summary: "The festival's discount codes, newest first, with their uses (managers)",
        params: ZFestivalParams,
        response: { 200: ZFestivalCodesResponse, ...refused },
      },
    },
    async (request, reply) => {
      const festivalId = request.params.IdFestival;
      await manager(currentAccount(request).Id, festivalId);
      reply.header('Cache-Control', 'private, no-store');
      return {
        items: await codes.listFestivalCodes(db, { festivalId, language: request.language, now: now() }),
      };
    },
  );

  app.post(
    '/festivals/:IdFestival/codes',
    {
      schema: {
        tags,
        summary: 'Create a fee waiver or a percentage off one section’s entry fee (managers)',
        description:
          'Typed (kept in capitals, new to the festival whatever its case: else 409 field `code`) or generated when `code` is left out; valid through `until` on the festival’s clock.',
        params: ZFestivalParams,
        body: ZFestivalCodeRequest,
        response: { 201: ZFestivalCode, ...refused, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const festivalId = request.params.IdFestival;
      await manager(currentAccount(request).Id, festivalId);
      const { IdCode } = await codes.createFestivalCode(db, {
        festivalId,
        request: request.body,
        now: now(),
      });
      reply.code(201);
      return one(festivalId, IdCode, request.language);
    },
  );

  app.post(
    '/festivals/:IdFestival/codes/:IdCode/disable',
    {
      schema: {
        tags,
        summary: 'Withdraw a code: it stops working at once; its uses stay counted (managers)',
        params: ZCodeParams,
        response: { 200: ZFestivalCode, ...refused },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdCode: codeId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      await codes.disableFestivalCode(db, { festivalId, codeId, now: now() });
      return one(festivalId, codeId, request.language);
    },
  );

  app.post(
    '/festivals/:IdFestival/codes/:IdCode/hand',
    {
      schema: {
        tags,
        summary: 'Email a code to chosen filmmakers (managers)',
        description:
          'Each address gets the code by email in its account’s language (else the manager’s); a reserved code then works for them. A withdrawn or expired code: 410.',
        params: ZCodeParams,
        body: ZHandFestivalCodeRequest,
        response: { 200: ZFestivalCode, ...refused, 410: ZApiError },
      },
    },
    async (request) => {
      const { IdFestival: festivalId, IdCode: codeId } = request.params;
      await manager(currentAccount(request).Id, festivalId);
      await codes.handFestivalCode(db, {
        festivalId,
        codeId,
        request: request.body,
        language: request.language,
        publicUrl: config.publicUrl,
        now: now(),
      });
      return one(festivalId, codeId, request.language);
    },
  );
};
