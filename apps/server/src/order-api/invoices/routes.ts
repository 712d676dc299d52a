import { ZApiError } from '@shortlist/domain/errors';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import { type Language, ZLanguage } from '@shortlist/domain/languages';
import type { InvoiceKind } from '@shortlist/domain/orders/api-contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { customerOf } from '../customer.ts';
import { findInvoiceDocument } from './invoice-download.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const tags = ['invoices'];

/** `?culture=fr`: the PDF's language for a plain link (which sends no `culture` header). */
const ZCultureQuery = z.strictObject({ culture: ZLanguage.optional() });
const pdfAnswer = { 400: ZApiError, 404: ZApiError };

/**
 * Invoice and credit-note downloads (spec §7): application/pdf, as an attachment named by the
 * document's number. Only the signed-in account's own documents; anything else answers 404.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  app.addHook('preValidation', requireAccount);

  const send = async (
    reply: FastifyReply,
    options: {
      accountId: number;
      orderId: number;
      festivalId: number | null;
      kind: InvoiceKind;
      language: Language;
    },
  ) => {
    const document = await findInvoiceDocument(db, options);
    const pdf = await renderInvoicePdf(document, options.language);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${document.number}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  };

  const customerOrder = z.object({ id: ZIdParam, orderId: ZIdParam });
  app.get(
    '/customer/:id/orders/:orderId/invoice',
    {
      schema: {
        tags,
        summary: "The order's invoice for stamps, SuperStamps and platform fees (PDF)",
        params: customerOrder,
        querystring: ZCultureQuery,
        response: pdfAnswer,
      },
    },
    async (request, reply) =>
      send(reply, {
        accountId: customerOf(request, request.params.id).Id,
        orderId: request.params.orderId,
        festivalId: null,
        kind: 'invoice',
        language: request.query.culture ?? request.language,
      }),
  );
  app.get(
    '/customer/:id/orders/:orderId/stamps/creditnote',
    {
      schema: {
        tags,
        summary: "The credit note cancelling the order's invoice (PDF)",
        params: customerOrder,
        querystring: ZCultureQuery,
        response: pdfAnswer,
      },
    },
    async (request, reply) =>
      send(reply, {
        accountId: customerOf(request, request.params.id).Id,
        orderId: request.params.orderId,
        festivalId: null,
        kind: 'creditNote',
        language: request.query.culture ?? request.language,
      }),
  );

  const festivalOrder = z.object({ orderId: ZIdParam, festivalId: ZIdParam });
  for (const [segment, kind] of [
    ['invoice', 'invoice'],
    ['creditnote', 'creditNote'],
  ] as const) {
    app.get(
      `/customer/orders/:orderId/festival/:festivalId/${segment}`,
      {
        schema: {
          tags,
          summary:
            kind === 'invoice'
              ? "The order's invoice of one festival's entry fees (PDF)"
              : 'The credit note cancelling a festival invoice (PDF)',
          params: festivalOrder,
          querystring: ZCultureQuery,
          response: pdfAnswer,
        },
      },
      async (request, reply) =>
        send(reply, {
          accountId: currentAccount(request).Id,
          orderId: request.params.orderId,
          festivalId: request.params.festivalId,
          kind,
          language: request.query.culture ?? request.language,
        }),
    );
  }
};
