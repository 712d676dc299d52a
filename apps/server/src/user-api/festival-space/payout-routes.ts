import { ZApiError } from '@shortlist/domain/errors';
import { canSeePayouts } from '@shortlist/domain/festival-space/member-roles';
import {
  type PayoutStatement,
  ZPayoutMonthKey,
  ZPayoutsResponse,
} from '@shortlist/domain/festival-space/payout-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import { type Language, ZLanguage } from '@shortlist/domain/languages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount } from '../../platform/session.ts';
import { requireMembership } from './festival-membership.ts';
import type { FestivalSpacePorts } from './festival-space-ports.ts';

const tags = ['festival-space'];
const ZFestivalParams = z.object({ IdFestival: ZIdParam });
const ZMonthParams = ZFestivalParams.extend({ month: ZPayoutMonthKey });
/** `?culture=fr`: the statement's language for a plain link (which sends no `culture` header). */
const ZCultureQuery = z.strictObject({ culture: ZLanguage.optional() });
const refused = { 400: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * A festival's payouts (managers only, `canSeePayouts`): the months with what was received, the
 * bank fee, what is due and whether it was paid, and each month's statement as PDF and CSV. The
 * order service owns the figures; it answers through the `payouts` port.
 */
export const payoutRoutes: FastifyPluginAsyncZod<{ payouts: FestivalSpacePorts['payouts'] }> = async (
  app,
  { payouts },
) => {
  const db = app.ctx.database.db;
  const manager = (accountId: number, festivalId: number) =>
    requireMembership(db, { accountId, festivalId, allowed: canSeePayouts });

  app.get(
    '/festivals/:IdFestival/payouts',
    {
      schema: {
        tags,
        summary: "The festival's payout months, newest first: received, bank fee, due, paid (managers)",
        params: ZFestivalParams,
        response: { 200: ZPayoutsResponse, ...refused },
      },
    },
    async (request, reply) => {
      const festivalId = request.params.IdFestival;
      await manager(currentAccount(request).Id, festivalId);
      reply.header('Cache-Control', 'private, no-store');
      return { items: await payouts.listPayoutMonths(db, { festivalId }) };
    },
  );

  const statement = async (
    request: { params: z.infer<typeof ZMonthParams>; query: { culture?: Language | undefined } },
    accountId: number,
    language: Language,
  ) => {
    const festivalId = request.params.IdFestival;
    await manager(accountId, festivalId);
    return payouts.payoutStatement(db, { festivalId, month: request.params.month, language });
  };
  /** The file as an attachment named by festival and month (a reply without a 200 schema). */
  const download = (
    reply: FastifyReply,
    found: PayoutStatement,
    file: { extension: 'pdf' | 'csv'; type: string; body: Buffer | string },
  ) =>
    reply
      .header('Content-Type', file.type)
      .header(
        'Content-Disposition',
        `attachment; filename="payouts-${found.IdFestival}-${found.month}.${file.extension}"`,
      )
      .header('Cache-Control', 'private, no-store')
      .send(file.body);

  app.get(
    '/festivals/:IdFestival/payouts/:month/statement.pdf',
    {
      schema: {
        tags,
        summary: "A month's payout statement as PDF, in the request's language (managers)",
        params: ZMonthParams,
        querystring: ZCultureQuery,
        response: refused,
      },
    },
    async (request, reply) => {
      const language = request.query.culture ?? request.language;
      const found = await statement(request, currentAccount(request).Id, language);
      const body = await payouts.renderStatementPdf(found, language);
      return download(reply, found, { extension: 'pdf', type: 'application/pdf', body });
    },
  );

  app.get(
    '/festivals/:IdFestival/payouts/:month/statement.csv',
    {
      schema: {
        tags,
        summary: "A month's payout statement as CSV, headers in the request's language (managers)",
        params: ZMonthParams,
        querystring: ZCultureQuery,
        response: refused,
      },
    },
    async (request, reply) => {
      const language = request.query.culture ?? request.language;
      const found = await statement(request, currentAccount(request).Id, language);
      const body = payouts.statementCsv(found, language);
      return download(reply, found, { extension: 'csv', type: 'text/csv; charset=utf-8', body });
    },
  );
};
