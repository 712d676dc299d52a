import {
  PLAIN_DICTIONARIES,
  type PlainDictionary,
  ZDicoItem,
  ZFonction,
  ZLangueDico,
  ZPays,
  ZThematique,
} from '@shortlist/domain/dictionaries';
import { ZApiError } from '@shortlist/domain/errors';
import { ZPlainText } from '@shortlist/domain/fields/text';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { DictionaryCache } from './dictionary-cache.ts';
import { listCountries } from './list-countries.ts';
import { listDictionary } from './list-dictionary.ts';
import { listFunctions } from './list-functions.ts';
import { listLanguages } from './list-languages.ts';
import { listThemes } from './list-themes.ts';

const tags = ['dictionaries'];

function cacheable(reply: FastifyReply): void {
  reply.header('Cache-Control', 'public, max-age=300');
  reply.header('Vary', 'culture');
}

function isPlainDictionary(name: string): name is PlainDictionary {
  return (PLAIN_DICTIONARIES as readonly string[]).includes(name);
}

/** Dictionaries of spec §7, labels in the request's `culture`. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new DictionaryCache();
  // The countries that have festivals follow a festival's edit (festival-changes.ts).
  app.ctx.festivalChanges.onChange(() => cache.clear());
  const { db } = app.ctx.database;

  app.get(
    '/pays/dico',
    { schema: { tags, summary: 'Every country', response: { 200: z.array(ZPays) } } },
    async (request, reply) => {
      cacheable(reply);
      const { language } = request;
      return cache.get('pays', language, () => listCountries(db, { language }));
    },
  );

  app.get(
    '/public/festivals/pays/dico',
    { schema: { tags, summary: 'Countries that have festivals', response: { 200: z.array(ZPays) } } },
    async (request, reply) => {
      cacheable(reply);
      const { language } = request;
      return cache.get('festival-pays', language, () =>
        listCountries(db, { language, withFestivalsOnly: true }),
      );
    },
  );

  app.get(
    '/langue/dico',
    { schema: { tags, summary: 'Languages', response: { 200: z.array(ZLangueDico) } } },
    async (request, reply) => {
      cacheable(reply);
      const { language } = request;
      return cache.get('langue', language, () => listLanguages(db, { language }));
    },
  );

  app.get(
    '/thematique/dico',
    { schema: { tags, summary: 'Themes with their group', response: { 200: z.array(ZThematique) } } },
    async (request, reply) => {
      cacheable(reply);
      const { language } = request;
      return cache.get('thematique', language, () => listThemes(db, { language }));
    },
  );

  app.get(
    '/fonction/dico',
    { schema: { tags, summary: 'Credit functions', response: { 200: z.array(ZFonction) } } },
    async (request, reply) => {
      cacheable(reply);
      const { language } = request;
      return cache.get('fonction', language, () => listFunctions(db, { language }));
    },
  );

  app.get(
    '/:name/dico',
    {
      schema: {
        tags,
        summary: `A plain dictionary: ${PLAIN_DICTIONARIES.join(', ')}`,
        params: z.object({ name: ZPlainText }),
        response: { 200: z.array(ZDicoItem), 404: ZApiError },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isPlainDictionary(name)) throw new AppError('NOT_FOUND');
      cacheable(reply);
      const { language } = request;
      return cache.get(name, language, () => listDictionary(db, { name, language }));
    },
  );
};
