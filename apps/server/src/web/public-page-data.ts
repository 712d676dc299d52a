import type { AccountFestival } from '@shortlist/domain/festival-space/member-contracts';
import type { FestivalCard } from '@shortlist/domain/festivals/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import type { PublicFilmAnswer, PublicPageData } from '@shortlist/domain/server-rendering';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toAccountSession } from '../platform/account-session.ts';
import { AppError } from '../platform/errors.ts';
import { publicConfig } from '../platform/public-config.ts';
import { sessionCookieNames } from '../platform/session.ts';
import { type Account, resolveSession } from '../platform/session-store.ts';
import { findContentPage } from '../user-api/content/find-content-page.ts';
import { listContentBlocks } from '../user-api/content/list-content-blocks.ts';
import { favouritesAmong } from '../user-api/favourites/favourites-among.ts';
import { listFavourites } from '../user-api/favourites/list-favourites.ts';
import { withHearts } from '../user-api/festivals/card-hearts.ts';
import { CountrySearch } from '../user-api/festivals/country-search.ts';
import { FestivalSearch } from '../user-api/festivals/festival-search.ts';
import { filterFestivals } from '../user-api/festivals/filter-festivals.ts';
import { getFestivalPage } from '../user-api/festivals/get-festival-page.ts';
import { listLastDays, listNewCalls } from '../user-api/festivals/list-home-festivals.ts';
import { ResponseCache } from '../user-api/festivals/response-cache.ts';
import { findFilmByKey, readPublicFilm, requirePublicAccess } from '../user-api/films/public-film.ts';
import { hasUnlockGrant, unlockCookieName } from '../user-api/films/unlock-grant.ts';
import { listHelpCategories } from '../user-api/help/list-help-categories.ts';
import { listHelpResources } from '../user-api/help/list-help-resources.ts';
import { preferredLanguages } from './preferred-languages.ts';

/**
 * The data of server-rendered pages, answered by the same use cases as the public API routes
 * (`user-api/festivals/routes.ts`, `platform/routes.ts`, `auth/routes.ts` ping,
 * `favourites/routes.ts`) with the same in-process cache of public answers, so a page and the API
 * call it replaces answer the same thing. Returns the source of one request's data.
 */
export function publicPageData(app: FastifyInstance): (request: FastifyRequest) => Promise<PublicPageData> {
  const { config, database, now } = app.ctx;
  const { db } = database;
  const cache = new ResponseCache();
  const countries = new CountrySearch(db);
  const festivals = new FestivalSearch(db);
  app.ctx.festivalChanges.onChange(() => {
    cache.clear();
    festivals.clear();
  });
  const cookieName = sessionCookieNames(config).session;
  const lifetimes = { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };

  /** The account of the request's session cookie, as the API's session hook finds it. */
  async function accountOf(
    request: FastifyRequest,
  ): Promise<{ account: Account; festivals: AccountFestival[] } | null> {
    const token = request.cookies[cookieName];
    if (!token) return null;
    return resolveSession(db, { token, now: now(), lifetimes });
  }

  /** As `GET public/films/:key` (films/public-routes.ts) answers it, its errors as outcomes. */
  async function publicFilm(
    request: FastifyRequest,
    options: { key: string; accountId: number | null; language: Language },
  ): Promise<PublicFilmAnswer> {
    try {
      const row = await findFilmByKey(db, options.key);
      const unlocked = hasUnlockGrant({
        filmId: row.Id,
        passwordHash: row.MotDePasse,
        cookie: request.cookies[unlockCookieName(row.Id)],
      });
      requirePublicAccess(row, { accountId: options.accountId, unlocked });
      return {
        kind: 'film',
        film: await readPublicFilm(db, { row, language: options.language, now: now() }),
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'FILM_PASSWORD_REQUIRED') return { kind: 'password' };
      if (error instanceof AppError && error.code === 'NOT_FOUND') return { kind: 'missing' };
      throw error;
    }
  }

  return async (request) => {
    const signed = await accountOf(request);
    const account = signed?.account ?? null;
    const accountId = account?.Id ?? null;
    const hearts = async (cards: FestivalCard[]) =>
      accountId === null ? cards : withHearts(db, { favouritesAmong, accountId, cards });

    return {
      config: () => publicConfig(app.ctx),
      session: () => (signed ? toAccountSession(signed.account, signed.festivals) : null),
      favourites: () => (accountId === null ? Promise.resolve([]) : listFavourites(db, { accountId })),
      async homeList(list, language) {
        const load = list === 'last-date' ? listLastDays : listNewCalls;
        return hearts(await cache.get(`${list}|${language}`, () => load(db, { language, now: now() })));
      },
      async festivalPage({ filter, skip, take, language }) {
        const load = () =>
          filterFestivals(db, { filter, language, now: now(), countries, festivals, skip, take, accountId });
        if (filter.IsFavoris === true) {
          const page = await load();
          return { ...page, items: page.items.map((card) => ({ ...card, IsFavori: true })) };
        }
        const page = await cache.get(`page|${language}|${skip}|${take}|${JSON.stringify(filter)}`, load);
        return { ...page, items: await hearts(page.items) };
      },
      async festival(id, language) {
        try {
          return await cache.get(`festival|${language}|${id}`, () =>
            getFestivalPage(db, { id, language, now: now() }),
          );
        } catch (error) {
          if (error instanceof AppError && error.code === 'FESTIVAL_NOT_FOUND') return null;
          throw error;
        }
      },
      // Not cached: the answer depends on the visitor (owner's preview, unlock cookie).
      publicFilm: (key, language) => publicFilm(request, { key, accountId, language }),
      visitorLanguages: () => preferredLanguages(request.headers['accept-language'], config.routedLanguages),
      contentPage: (path) =>
        cache.get(`content|${path}`, async () => {
          try {
            const page = await findContentPage(db, { path, routedLanguages: config.routedLanguages });
            return { page, blocks: await listContentBlocks(db, { pageId: page.Id }) };
          } catch (error) {
            if (error instanceof AppError && error.code === 'CONTENT_PAGE_NOT_FOUND') return null;
            throw error;
          }
        }),
      helpCategory: (id, language) =>
        cache.get(`help|${language}|${id}`, async () => {
          try {
            const [forFilmmakers, resources] = await Promise.all([
              listHelpCategories(db, { language }),
              // The public help centre's articles: its questions, not the signed-in tutorials.
              listHelpResources(db, { categoryId: id, language, faqOnly: true }),
            ]);
            // A festivals' category (20) lists the festivals' topics beside it, as the web does.
            const categories = forFilmmakers.some((category) => category.Id === id)
              ? forFilmmakers
              : await listHelpCategories(db, { language, type: 'festival' });
            return { categories, resources };
          } catch (error) {
            if (error instanceof AppError && error.code === 'HELP_CATEGORY_NOT_FOUND') return null;
            throw error;
          }
        }),
    };
  };
}
