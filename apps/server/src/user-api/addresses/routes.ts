import { ZAdresse, ZAdresseFacturation } from '@shortlist/domain/accounts/api-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { createAdresse, getAdresse, updateAdresse } from './adresse.ts';
import { getBillingAddress, saveBillingAddress } from './billing-address.ts';

const tags = ['addresses'];
const idParam = z.object({ id: ZIdParam });
// Checked by the domain form rules, which list every failing field.
const anyBody = z.record(z.string(), z.unknown());

/** Postal address (`adresses/:id`) and billing address of the signed-in account. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.ctx;
  const db = database.db;
  // Before body validation: an anonymous call answers 401, not 400.
  app.addHook('preValidation', requireAccount);

  app.get(
    '/adresses/:id',
    {
      schema: {
        tags,
        summary: 'A postal address of the account',
        params: idParam,
        response: { 200: ZAdresse },
      },
    },
    async (request) =>
      getAdresse(db, { account: currentAccount(request), id: request.params.id, language: request.language }),
  );
  app.put(
    '/adresses/:id',
    {
      schema: {
        tags,
        summary: 'Update a postal address of the account (ZAdresseInput)',
        params: idParam,
        body: anyBody,
        response: { 200: ZAdresse },
      },
    },
    async (request) =>
      updateAdresse(db, {
        account: currentAccount(request),
        id: request.params.id,
        body: request.body,
        language: request.language,
      }),
  );
  app.post(
    '/adresses',
    {
      schema: {
        tags,
        summary: "Create the account's postal address (ZAdresseInput)",
        body: anyBody,
        response: { 201: ZAdresse },
      },
    },
    async (request, reply) => {
      const created = await createAdresse(db, {
        account: currentAccount(request),
        body: request.body,
        now: now(),
        language: request.language,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/compte/adresse-facturation',
    {
      schema: {
        tags,
        summary: 'The billing address (null when none)',
        response: { 200: ZAdresseFacturation.nullable() },
      },
    },
    async (request) => getBillingAddress(db, { account: currentAccount(request) }),
  );
  app.put(
    '/compte/adresse-facturation',
    {
      schema: {
        tags,
        summary: 'Create or update the billing address (ZAdresseFacturationInput)',
        body: anyBody,
        response: { 200: ZAdresseFacturation },
      },
    },
    async (request) =>
      saveBillingAddress(db, { account: currentAccount(request), body: request.body, now: now() }),
  );
};
