import { ALL_LANGUAGES, DEFAULT_ROUTED_LANGUAGES, type Language } from '@shortlist/domain/languages';
import { describe, expect, it } from 'vitest';
import {
  alternatePaths,
  localizedPath,
  matchLocalizedPath,
  matchPagePath,
  ROUTE_KEYS,
  ROUTES,
  type RouteKey,
  routeDefinition,
  switchLanguagePath,
} from './routes.ts';

const SAMPLE_PARAMS: Record<string, string> = {
  id: '12',
  token: 'abc123',
  tab: 'photos',
  film: '7',
  title: 'night',
  entry: '34',
  call: '56',
  section: '78',
  ticket: '90',
};

function paramsFor(key: RouteKey): Record<string, string> {
  const definition = routeDefinition(key);
  return Object.fromEntries(
    [...definition.paths.en.matchAll(/:(\w+)/g)].map(([, name]) => {
      // A parameter read from a list of words takes its last key (a word that differs per language).
      const words = Object.keys(definition.words?.[name as string] ?? {});
      return [name as string, words.at(-1) ?? SAMPLE_PARAMS[name as string] ?? 'x'];
    }),
  );
}

// Keys whose word is the same in French or Spanish as in English.
const SAME_WORD: Record<'fr' | 'es', RouteKey[]> = {
  fr: ['home', 'festivals', 'festival', 'film', 'films', 'filmEdit', 'maintenance', 'notFound', 'webPage'],
  es: ['home', 'festival', 'notFound', 'webPage'],
};

describe('route table', () => {
  it('has a path for every route in every language, and valid redirect targets', () => {
    for (const key of ROUTE_KEYS) {
      for (const language of ALL_LANGUAGES) {
        expect(typeof routeDefinition(key).paths[language], `${key}/${language}`).toBe('string');
      }
      const target = routeDefinition(key).redirectTo?.key;
      if (target) expect(ROUTE_KEYS, key).toContain(target);
    }
  });

  for (const language of ['fr', 'es'] as const) {
    it(`uses ${language} words where they differ from en`, () => {
      const sameAsEnglish = ROUTE_KEYS.filter(
        (key) => !routeDefinition(key).root && ROUTES[key].paths[language] === ROUTES[key].paths.en,
      );
      expect(sameAsEnglish.sort()).toEqual([...SAME_WORD[language]].sort());
    });
  }

  it('gives every route a distinct path within a language', () => {
    for (const language of ALL_LANGUAGES) {
      const paths = ROUTE_KEYS.map((key) => routeDefinition(key).paths[language]);
      expect(new Set(paths).size, language).toBe(paths.length);
    }
  });
});

describe('localizedPath and matchLocalizedPath', () => {
  it('writes localised paths', () => {
    expect(localizedPath('signIn', 'fr')).toBe('/fr/connexion');
    expect(localizedPath('signIn', 'es')).toBe('/es/iniciar-sesion');
    expect(localizedPath('home', 'en')).toBe('/en');
    expect(localizedPath('festival', 'en', { id: '12-foo' })).toBe('/en/festival/12-foo');
    expect(localizedPath('confirm', 'en', { id: '5' })).toBe('/en/cart/confirm/5');
    expect(localizedPath('loginByToken', 'fr', { token: 't' })).toBe('/login-by-token/t');
    expect(() => localizedPath('activate', 'en')).toThrow(/token/);
  });

  const routed: Language[] = [...ALL_LANGUAGES];
  for (const language of ALL_LANGUAGES) {
    it(`round-trips every route in ${language}`, () => {
      for (const key of ROUTE_KEYS) {
        const definition = routeDefinition(key);
        // A free content page has no path of its own (matchPagePath, below).
        if (definition.contentFallback) continue;
        const params = paramsFor(key);
        const path = localizedPath(key, language, params);
        const match = matchLocalizedPath(path, routed);
        if (definition.redirectTo) {
          const target = definition.redirectTo.key as RouteKey;
          expect(match, path).toEqual({
            kind: 'redirect',
            to: localizedPath(target, language, definition.redirectTo.params),
          });
        } else {
          const expectedLanguage = definition.root ? 'en' : language;
          expect(match, path).toEqual({ kind: 'route', language: expectedLanguage, key, params });
        }
      }
    });
  }

  it('routes an unknown path of a routed language with free-page words to the content system', () => {
    expect(matchPagePath('/en/about-us')).toEqual({
      kind: 'route',
      language: 'en',
      key: 'webPage',
      params: { path: '/en/about-us' },
    });
    expect(matchPagePath('/fr/a-propos/equipe?x=1')).toMatchObject({
      key: 'webPage',
      params: { path: '/fr/a-propos/equipe' },
    });
    expect(localizedPath('webPage', 'fr', { path: '/fr/a-propos' })).toBe('/fr/a-propos');
    // The table's own routes, unrouted languages and words that cannot be a page's are not free pages.
    expect(matchPagePath('/fr/connexion')).toMatchObject({ key: 'signIn' });
    for (const path of [
      '/it/about-us',
      '/xx/about-us',
      '/en/About-Us',
      '/en/about_us',
      '/en/about-us/',
      '/en/a/b/c/d/e/f',
      '/en/%C3%A9t%C3%A9',
      '/about-us',
      '/en',
    ]) {
      const match = matchPagePath(path);
      expect(match.kind === 'route' && match.key === 'webPage', path).toBe(false);
    }
  });

  it('matches optional parameters, trailing slashes and query strings', () => {
    expect(matchLocalizedPath('/en/festival/12-foo')).toEqual({
      kind: 'route',
      language: 'en',
      key: 'festival',
      params: { id: '12-foo' },
    });
    expect(matchLocalizedPath('/fr/connexion/?next=1')).toMatchObject({ kind: 'route', key: 'signIn' });
    expect(matchLocalizedPath('/en/')).toMatchObject({ kind: 'route', key: 'home', language: 'en' });
    expect(matchLocalizedPath('/es/peliculas/0/creacion')).toMatchObject({
      key: 'filmEdit',
      params: { id: '0', tab: 'creation' },
    });
  });

  it('writes and reads film tabs as words of the URL language, keyed the same in every language', () => {
    expect(localizedPath('filmEdit', 'fr', { id: '12', tab: 'data' })).toBe('/fr/films/12/donnees');
    expect(localizedPath('filmEdit', 'es', { id: '12', tab: 'technical' })).toBe(
      '/es/peliculas/12/ficha-tecnica',
    );
    expect(localizedPath('film', 'fr', { id: 'my-film', tab: 'credits' })).toBe('/fr/film/my-film/generique');
    expect(matchLocalizedPath('/fr/films/12/donnees')).toMatchObject({ params: { id: '12', tab: 'data' } });
    expect(matchLocalizedPath('/es/pelicula/my-film/fotos')).toMatchObject({
      key: 'film',
      params: { id: 'my-film', tab: 'photos' },
    });
    // The key still reads (English links), an unknown word is not a page.
    expect(matchLocalizedPath('/fr/films/12/data')).toMatchObject({ params: { tab: 'data' } });
    expect(matchLocalizedPath('/fr/films/12/nulle-part')).toEqual({ kind: 'notFound', language: 'fr' });
    expect(matchLocalizedPath('/en/film/12/constructor')).toEqual({ kind: 'notFound', language: 'en' });
    expect(switchLanguagePath('/fr/films/12/parcours', 'es')).toBe('/es/peliculas/12/trayectoria');
    expect(alternatePaths('film', { id: '7', tab: 'photos' }, ['en', 'es'])).toEqual([
      { hrefLang: 'en', path: '/en/film/7/photos' },
      { hrefLang: 'es', path: '/es/pelicula/7/fotos' },
      { hrefLang: 'x-default', path: '/en/film/7/photos' },
    ]);
  });

  it('redirects the root, index.html, profile, help and the spec alias of orders', () => {
    expect(matchLocalizedPath('/')).toEqual({ kind: 'redirect', to: '/en' });
    expect(matchLocalizedPath('/index.html')).toEqual({ kind: 'redirect', to: '/en' });
    expect(matchLocalizedPath('/fr/profil')).toEqual({ kind: 'redirect', to: '/fr/profil/profil' });
    expect(matchLocalizedPath('/en/help')).toEqual({ kind: 'redirect', to: '/en/help/category/10' });
    expect(matchLocalizedPath('/fr/accounting/orders')).toEqual({
      kind: 'redirect',
      to: '/fr/comptabilite/commandes',
    });
  });

  it('uses English words in English profile URLs and keeps the spec ones as redirects', () => {
    expect(matchLocalizedPath('/en/profile')).toEqual({ kind: 'redirect', to: '/en/profile/account' });
    expect(matchLocalizedPath('/en/profile/profil')).toEqual({ kind: 'redirect', to: '/en/profile/account' });
    expect(matchLocalizedPath('/en/profile/adresses')).toEqual({
      kind: 'redirect',
      to: '/en/profile/addresses',
    });
    expect(localizedPath('profileAddresses', 'fr')).toBe('/fr/profil/adresses');
  });

  it('answers not found for unknown languages and paths', () => {
    expect(matchLocalizedPath('/de/festivals')).toEqual({ kind: 'notFound', language: 'en' });
    expect(matchLocalizedPath('/nothing')).toEqual({ kind: 'notFound', language: 'en' });
    expect(matchLocalizedPath('/fr/nulle-part')).toEqual({ kind: 'notFound', language: 'fr' });
    expect(matchLocalizedPath('/en/connexion')).toEqual({ kind: 'notFound', language: 'en' });
    // Known but not routed by default (docs/decisions.md: it and pt are routed by configuration).
    expect(matchLocalizedPath('/it/accedi', DEFAULT_ROUTED_LANGUAGES)).toEqual({
      kind: 'notFound',
      language: 'en',
    });
    expect(matchLocalizedPath('/it/accedi', ['en', 'it'])).toMatchObject({ kind: 'route', key: 'signIn' });
    // Digits only where the spec says so.
    expect(matchLocalizedPath('/en/films/abc')).toEqual({ kind: 'notFound', language: 'en' });
    expect(matchLocalizedPath('/en/help/category/faq')).toEqual({ kind: 'notFound', language: 'en' });
    expect(matchLocalizedPath('/en/%E0%A4%A')).toEqual({ kind: 'notFound', language: 'en' });
  });
});

describe('alternatePaths and switchLanguagePath', () => {
  it('lists every routed language and x-default', () => {
    expect(alternatePaths('signIn', {}, ['en', 'fr', 'es'])).toEqual([
      { hrefLang: 'en', path: '/en/sign-in' },
      { hrefLang: 'fr', path: '/fr/connexion' },
      { hrefLang: 'es', path: '/es/iniciar-sesion' },
      { hrefLang: 'x-default', path: '/en/sign-in' },
    ]);
  });

  it('keeps the route and its parameters', () => {
    expect(switchLanguagePath('/en/festival/12-foo', 'fr')).toBe('/fr/festival/12-foo');
    expect(switchLanguagePath('/en/sign-in', 'fr')).toBe('/fr/connexion');
    expect(switchLanguagePath('/fr/aide', 'es')).toBe('/es/ayuda/categoria/10');
    expect(switchLanguagePath('/fr/nulle-part', 'es')).toBe('/es/404');
    expect(switchLanguagePath('/', 'es')).toBe('/es');
  });
});
