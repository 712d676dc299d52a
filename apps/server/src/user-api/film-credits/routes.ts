import {
  ZAddressBookContact,
  ZAddressBookContactQuery,
  ZAddressBookSearchRequest,
} from '@shortlist/domain/credits/contact-contracts';
import { ZIdParam } from '@shortlist/domain/fields/ids';
import {
  ZAddressBookEntry,
  ZCredit,
  ZCreditWithContacts,
  ZPublicCredit,
} from '@shortlist/domain/films/api-contracts';
import {
  ZCreditDeleteRequest,
  ZCreditOrderRequest,
  ZFilmContactAnswer,
  zFilmContactRequest,
} from '@shortlist/domain/films/credit-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireAccount } from '../../platform/session.ts';
import { deleteCredit } from './delete-credit.ts';
import { ownFilmCreditContacts } from './film-credit-contacts.ts';
import { getAddressBookContact } from './get-address-book-contact.ts';
import { listFilmCredits } from './list-film-credits.ts';
import { listPublicCredits } from './list-public-credits.ts';
import { orderCredits } from './order-credits.ts';
import { saveFilmContact } from './save-film-contact.ts';
import { searchAddressBook } from './search-address-book.ts';

const tags = ['film credits'];
const filmParam = z.object({ idFilm: ZIdParam });

export type FilmCreditsRoutesOptions = {
  /** Whether the visitor of a request unlocked a protected film (the films area answers). */
  isFilmUnlocked?: (request: FastifyRequest, IdFilm: number) => Promise<boolean>;
};

/**
 * Credits of a film and the address book they come from (spec §3 Credit, Contact; §7
 * `generiques`, `contacts`). Each body is a films-api domain schema, checked once by Fastify.
 */
export const filmCreditsRoutes: FastifyPluginAsyncZod<FilmCreditsRoutesOptions> = async (app, options) => {
  const { database, now } = app.ctx;
  const db = database.db;
  const isFilmUnlocked = options.isFilmUnlocked ?? (async () => false);
  const contactRequest = zFilmContactRequest(now);

  const ownerRoutes: FastifyPluginAsyncZod = async (owner) => {
    // Before body validation: an anonymous call answers 401, not 400.
    owner.addHook('preValidation', requireAccount);

    owner.post(
      '/contacts',
      {
        schema: {
          tags,
          summary: 'Create or change a contact of the address book, and its functions on a film',
          body: contactRequest,
          response: { 200: ZFilmContactAnswer },
        },
      },
      async (request) =>
        saveFilmContact(db, { account: currentAccount(request), values: request.body, now: now() }),
    );

    owner.post(
      '/contacts/filter',
      {
        schema: {
          tags,
          summary: 'Search the address book by name (people to credit again)',
          body: ZAddressBookSearchRequest,
          response: { 200: z.array(ZAddressBookEntry) },
        },
      },
      async (request) =>
        searchAddressBook(db, {
          account: currentAccount(request),
          search: request.body.search ?? undefined,
          IdFilm: request.body.IdFilm ?? undefined,
        }),
    );

    owner.get(
      '/contacts/:id',
      {
        schema: {
          tags,
          summary: 'A contact of the address book, with its functions on a film',
          params: z.object({ id: ZIdParam }),
          querystring: ZAddressBookContactQuery,
          response: { 200: ZAddressBookContact },
        },
      },
      async (request) =>
        getAddressBookContact(db, {
          account: currentAccount(request),
          IdContact: request.params.id,
          IdFilm: request.query.IdFilm,
          language: request.language,
        }),
    );

    owner.get(
      '/generiques/film/:idFilm/contacts',
      {
        schema: {
          tags,
          summary: "The film's credits with the contact details a festival sees (the owner's Preview)",
          params: filmParam,
          response: { 200: z.array(ZCreditWithContacts) },
        },
      },
      async (request) =>
        ownFilmCreditContacts(db, {
          account: currentAccount(request),
          IdFilm: request.params.idFilm,
          language: request.language,
        }),
    );

    owner.get(
      '/generiques/film/:idFilm',
      {
        schema: {
          tags,
          summary: "The film's credits, in order",
          params: filmParam,
          response: { 200: z.array(ZCredit) },
        },
      },
      async (request) =>
        listFilmCredits(db, {
          account: currentAccount(request),
          IdFilm: request.params.idFilm,
          language: request.language,
        }),
    );

    owner.put(
      '/generiques/ordre',
      {
        schema: {
          tags,
          summary: 'Reorder the contacts of one function of a film',
          body: ZCreditOrderRequest,
          response: { 200: z.array(ZCredit) },
        },
      },
      async (request) => {
        const account = currentAccount(request);
        await orderCredits(db, { account, values: request.body });
        return listFilmCredits(db, { account, IdFilm: request.body.IdFilm, language: request.language });
      },
    );

    owner.delete(
      '/generiques/delete-generique',
      {
        schema: {
          tags,
          summary: 'Remove one credit (the contact stays in the address book)',
          body: ZCreditDeleteRequest,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteCredit(db, { account: currentAccount(request), Id: request.body.Id, now: now() });
        return reply.status(204).send(null);
      },
    );
  };
  await app.register(ownerRoutes);

  app.get(
    '/public/generiques/film/:idFilm',
    {
      schema: {
        tags,
        summary: 'The credits of a film the public may see',
        params: filmParam,
        response: { 200: z.array(ZPublicCredit) },
      },
    },
    async (request) =>
      listPublicCredits(db, {
        IdFilm: request.params.idFilm,
        language: request.language,
        viewer: request.account,
        isUnlocked: (IdFilm) => isFilmUnlocked(request, IdFilm),
      }),
  );
};
