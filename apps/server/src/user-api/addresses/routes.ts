import { ZBillingAddressRequest, ZPostalAddressRequest } from '@shortlist/domain/accounts/address-rules';
import { ZBillingAddress, ZPostalAddress } from '@shortlist/domain/accounts/api-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { saveBillingAddress } from './billing-address.ts';
import { getBillingAddress } from './order-port.ts';
import { createPostalAddress, getPostalAddress, updatePostalAddress } from './postal-address.ts';

const tags = ['addresses'];
const idParam = z.object({ id: ZIdParam });

/**
 * Postal address (`adresses/:id`) and billing address of the signed-in account. Each body is
 * the domain rule schema itself: checked once here, documented by OpenAPI.
 */
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
        response: { 200: ZPostalAddress },
      },
    },
    async (request) =>
      getPostalAddress(db, {
        account: currentAccount(request),
        id: request.params.id,
        language: request.language,
      }),
  );
  app.put(
    '/adresses/:id',
    {
      schema: {
        tags,
        summary: 'Update a postal address of the account',
        params: idParam,
        body: ZPostalAddressRequest,
        response: { 200: ZPostalAddress },
      },
    },
    async (request) =>
      updatePostalAddress(db, {
        account: currentAccount(request),
        id: request.params.id,
        values: request.body,
        language: request.language,
      }),
  );
  app.post(
    '/adresses',
    {
      schema: {
        tags,
        summary: "Create the account's postal address and link it",
        body: ZPostalAddressRequest,
        response: { 201: ZPostalAddress },
      },
    },
    async (request, reply) => {
      const created = await createPostalAddress(db, {
        account: currentAccount(request),
        values: request.body,
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
        response: { 200: ZBillingAddress.nullable() },
      },
    },
    async (request) => getBillingAddress(db, { account: currentAccount(request) }),
  );
  app.put(
    '/compte/adresse-facturation',
    {
      schema: {
        tags,
        summary: 'Create or update the billing address',
        body: ZBillingAddressRequest,
        response: { 200: ZBillingAddress },
      },
    },
    async (request) =>
      saveBillingAddress(db, { account: currentAccount(request), values: request.body, now: now() }),
  );
};
