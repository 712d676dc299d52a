import { ZListCount, ZListPageParams } from '@shortlist/domain/list-views/list-view-contracts';
import {
  type SubmissionFilterRequest,
  ZSubmissionFilterRequest,
  ZSubmissionFilterResponse,
} from '@shortlist/domain/submissions/api-contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { listSubmissions } from './list-submissions.ts';

const tags = ['submissions'];

/**
 * The generic filter calls of spec §7 for the submissions list (issue 34). `POST
 * inscriptions/filter` already answers the submissions page's items, so the count is `POST
 * inscriptions/filter/count` (a word no page's `{skip}` can be), and a page is `POST` (with a
 * filter) or `GET` (without) `inscriptions/filter/{skip}/{take}`. All go through
 * `listSubmissions`, which reads the signed-in account's own submissions only.
 */
export const submissionFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  app.addHook('preValidation', requireAccount);
  const list = (request: FastifyRequest, filter: SubmissionFilterRequest) =>
    listSubmissions(db, {
      accountId: currentAccount(request).Id,
      filter,
      language: request.language,
      now: now(),
    });

  app.post(
    '/inscriptions/filter/count',
    {
      schema: {
        tags,
        summary: "How many of the account's submissions the filter finds",
        body: ZSubmissionFilterRequest,
        response: { 200: ZListCount },
      },
    },
    async (request) => ({
      count: (await list(request, request.body)).length,
    }),
  );

  app.post(
    '/inscriptions/filter/:skip/:take',
    {
      schema: {
        tags,
        summary: "A page of the account's submissions the filter finds, in the submissions page's order",
        params: ZListPageParams,
        body: ZSubmissionFilterRequest,
        response: { 200: ZSubmissionFilterResponse },
      },
    },
    async (request) => {
      const items = await list(request, request.body);
      return { items: items.slice(request.params.skip, request.params.skip + request.params.take) };
    },
  );

  app.get(
    '/inscriptions/filter/:skip/:take',
    {
      schema: {
        tags,
        summary: "A page of the account's submissions without a filter (the POST takes one)",
        params: ZListPageParams,
        response: { 200: ZSubmissionFilterResponse },
      },
    },
    async (request) => {
      const items = await list(request, {});
      return { items: items.slice(request.params.skip, request.params.skip + request.params.take) };
    },
  );
};
