import type { Db } from '@shortlist/db/client';
import { ZContact, ZPerson, ZStructure } from '@shortlist/domain/accounts/api-contracts';
import { ZContactRequest } from '@shortlist/domain/accounts/contact-rules';
import { ZStructureRequest, zPersonRequest } from '@shortlist/domain/accounts/person-rules';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import type { Account } from '../../platform/session-store.ts';
import { createContact, getContact, updateContact } from './contact.ts';
import { createPerson, getPerson, updatePerson } from './person.ts';
import { createStructure, getStructure, updateStructure } from './structure.ts';

const tags = ['people'];
const idParam = z.object({ id: ZIdParam });

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The three use cases of one record the account holds once (its person, contact, structure). */
type OwnRecord<Values, Out> = {
  get: (db: Db, options: { account: Account; id: number }) => Promise<Out>;
  update: (db: Db, options: { account: Account; id: number; values: Values }) => Promise<Out>;
  create: (db: Db, options: { account: Account; values: Values; now: Date }) => Promise<Out>;
};

/**
 * `GET` and `PUT {path}/:id` and `POST {path}` for one record of the account. The body is the
 * domain rule schema itself: Fastify checks it once (every failing field with its rule code),
 * OpenAPI documents it, and the use case receives the checked values.
 */
function ownRecordRoutes<Values>(
  app: App,
  options: {
    path: string;
    what: string;
    body: z.ZodType<Values>;
    response: z.ZodType;
    useCases: OwnRecord<Values, unknown>;
  },
) {
  const { path, what, body, response, useCases } = options;
  const { database, now } = app.ctx;
  const db = database.db;
  app.get(
    `${path}/:id`,
    { schema: { tags, summary: `The account's ${what}`, params: idParam, response: { 200: response } } },
    async (request) => useCases.get(db, { account: currentAccount(request), id: request.params.id }),
  );
  app.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Update the account's ${what}`,
        params: idParam,
        body,
        response: { 200: response },
      },
    },
    async (request) =>
      useCases.update(db, {
        account: currentAccount(request),
        id: request.params.id,
        // Fastify's type maps an undefined body to unknown; the schema makes it `Values`.
        values: request.body as Values,
      }),
  );
  app.post(
    path,
    {
      schema: {
        tags,
        summary: `Create the account's ${what} and link it`,
        body,
        response: { 201: response },
      },
    },
    async (request, reply) => {
      const created = await useCases.create(db, {
        account: currentAccount(request),
        values: request.body as Values,
        now: now(),
      });
      return reply.status(201).send(created);
    },
  );
}

/** The account holder's person, contact details and structure; another account's ids answer 404. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body validation: an anonymous call answers 401, not 400.
  app.addHook('preValidation', requireAccount);
  ownRecordRoutes(app, {
    path: '/personnes',
    what: 'person',
    // The birth year list ends this year, read at each check.
    body: zPersonRequest(app.ctx.now),
    response: ZPerson,
    useCases: { get: getPerson, update: updatePerson, create: createPerson },
  });
  ownRecordRoutes(app, {
    path: '/coordonnees',
    what: 'contact details',
    body: ZContactRequest,
    response: ZContact,
    useCases: { get: getContact, update: updateContact, create: createContact },
  });
  ownRecordRoutes(app, {
    path: '/structures',
    what: 'structure (company)',
    body: ZStructureRequest,
    response: ZStructure,
    useCases: { get: getStructure, update: updateStructure, create: createStructure },
  });
};
