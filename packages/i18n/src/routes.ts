import { isFreePageWords } from '@shortlist/domain/content/free-page-path';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_ROUTED_LANGUAGES,
  isLanguage,
  type Language,
} from '@shortlist/domain/language-list';
import { ROUTE_KEYS, type RouteDefinition, type RouteKey, routeDefinition } from './route-table.ts';

// The table lives in route-table.ts (data); this module holds the functions that read it.
export { ROUTE_KEYS, ROUTES, type RouteDefinition, type RouteKey, routeDefinition } from './route-table.ts';

export type RouteParams = Record<string, string>;

export type RouteMatch =
  | { kind: 'route'; language: Language; key: RouteKey; params: RouteParams }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; language: Language };

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };
type Pattern = { key: RouteKey; segments: Segment[]; alias: boolean };

function parse(path: string): Segment[] {
  return splitPath(path).map((part) => {
    if (!part.startsWith(':')) return { kind: 'static', value: part };
    const optional = part.endsWith('?');
    return { kind: 'param', name: part.slice(1, optional ? -1 : undefined), optional };
  });
}

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/**
 * The path of a route in a language: `localizedPath('signIn', 'fr')` is `/fr/connexion`.
 * Optional parameters are written up to the first one missing; a missing required one throws.
 */
export function localizedPath(key: RouteKey, language: Language, params: RouteParams = {}): string {
  const definition = routeDefinition(key);
  // A free content page's path is its own, language prefix included.
  if (definition.contentFallback) return params.path ?? `/${language}`;
  const parts: string[] = [];
  for (const segment of parse(definition.paths[language])) {
    if (segment.kind === 'static') {
      parts.push(segment.value);
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) break;
      throw new Error(`Route ${key} needs the parameter "${segment.name}"`);
    }
    const word = definition.words?.[segment.name]?.[value]?.[language];
    parts.push(encodeURIComponent(word ?? value));
  }
  const prefix = definition.root ? '' : `/${language}`;
  const path = `${prefix}/${parts.join('/')}`;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

const patternCache = new Map<Language, Pattern[]>();

/** Patterns of one language, most specific first (more fixed words win over parameters). */
function patternsFor(language: Language): Pattern[] {
  const cached = patternCache.get(language);
  if (cached) return cached;
  const patterns: Pattern[] = [];
  for (const key of ROUTE_KEYS) {
    const definition = routeDefinition(key);
    if (definition.root || definition.contentFallback) continue;
    patterns.push({ key, segments: parse(definition.paths[language]), alias: false });
    for (const alias of definition.aliases?.[language] ?? []) {
      patterns.push({ key, segments: parse(alias), alias: true });
    }
  }
  const staticCount = (p: Pattern) => p.segments.filter((s) => s.kind === 'static').length;
  patterns.sort((a, b) => staticCount(b) - staticCount(a) || b.segments.length - a.segments.length);
  patternCache.set(language, patterns);
  return patterns;
}

/** The key of a localised word (`donnees` -> `data` in French), the key itself, or null. */
function wordKey(
  words: Record<string, Record<Language, string>>,
  part: string,
  language: Language,
): string | null {
  if (Object.hasOwn(words, part)) return part;
  return Object.keys(words).find((key) => words[key]?.[language] === part) ?? null;
}

function matchSegments(
  segments: Segment[],
  parts: string[],
  definition: RouteDefinition,
  language: Language,
): RouteParams | null {
  const required = segments.filter((s) => s.kind === 'static' || !s.optional).length;
  if (parts.length < required || parts.length > segments.length) return null;
  const params: RouteParams = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (part === undefined) break;
    if (segment.kind === 'static') {
      if (segment.value !== part) return null;
    } else {
      const rule = definition.constraints?.[segment.name];
      if (rule && !rule.test(part)) return null;
      const words = definition.words?.[segment.name];
      const value = words ? wordKey(words, part, language) : part;
      if (value === null) return null;
      params[segment.name] = value;
    }
  }
  return params;
}

function decodeParts(pathname: string): string[] | null {
  const clean = pathname.split(/[?#]/)[0] ?? '';
  try {
    return splitPath(clean).map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

/**
 * Resolves a URL path against the table (spec §2). Pure: the server uses it for the status code
 * and the page head, the web for what to render.
 * - `/` and `/index.html` redirect to the English home;
 * - root routes (`/login-by-token/:token`, `/vimeo-callback`) match in the default language;
 * - an unknown or unrouted language prefix is not found, in the default language;
 * - a known language with an unknown path is not found, in that language.
 */
export function matchLocalizedPath(
  pathname: string,
  routedLanguages: readonly Language[] = DEFAULT_ROUTED_LANGUAGES,
): RouteMatch {
  const parts = decodeParts(pathname);
  if (parts === null) return { kind: 'notFound', language: DEFAULT_LANGUAGE };
  if (parts.length === 0 || (parts.length === 1 && parts[0] === 'index.html')) {
    return { kind: 'redirect', to: localizedPath('home', DEFAULT_LANGUAGE) };
  }
  for (const key of ROUTE_KEYS) {
    const definition = routeDefinition(key);
    if (!definition.root) continue;
    const params = matchSegments(
      parse(definition.paths[DEFAULT_LANGUAGE]),
      parts,
      definition,
      DEFAULT_LANGUAGE,
    );
    if (params) return { kind: 'route', language: DEFAULT_LANGUAGE, key, params };
  }
  const [first, ...rest] = parts;
  if (!isLanguage(first) || !routedLanguages.includes(first)) {
    return { kind: 'notFound', language: DEFAULT_LANGUAGE };
  }
  const language = first;
  for (const pattern of patternsFor(language)) {
    const definition = routeDefinition(pattern.key);
    const params = matchSegments(pattern.segments, rest, definition, language);
    if (!params) continue;
    if (pattern.alias) return { kind: 'redirect', to: localizedPath(pattern.key, language, params) };
    if (definition.redirectTo) {
      const target = definition.redirectTo.key as RouteKey;
      return { kind: 'redirect', to: localizedPath(target, language, definition.redirectTo.params) };
    }
    return { kind: 'route', language, key: pattern.key, params };
  }
  return { kind: 'notFound', language };
}

/**
 * A path the route table does not know, in a routed language, whose words may be a free content
 * page's (`/en/about-us`): the free page route (`webPage`, the path as its parameter), which the
 * content system then finds or answers 404 (spec §2 "generic content page {name}"). Anything else
 * is what `matchLocalizedPath` answers. The web and the server both route with this.
 */
export function matchPagePath(
  pathname: string,
  routedLanguages: readonly Language[] = DEFAULT_ROUTED_LANGUAGES,
): RouteMatch {
  const match = matchLocalizedPath(pathname, routedLanguages);
  if (match.kind !== 'notFound') return match;
  const path = pathname.split(/[?#]/)[0] ?? '';
  const [empty, language, ...words] = path.split('/');
  if (empty !== '' || language !== match.language || !routedLanguages.includes(match.language)) return match;
  if (!isFreePageWords(words)) return match;
  return { kind: 'route', language: match.language, key: 'webPage', params: { path } };
}

export type AlternatePath = { hrefLang: Language | 'x-default'; path: string };

/** The same page in every routed language, plus `x-default` (the default language), for hreflang links. */
export function alternatePaths(
  key: RouteKey,
  params: RouteParams = {},
  routedLanguages: readonly Language[] = DEFAULT_ROUTED_LANGUAGES,
): AlternatePath[] {
  const alternates: AlternatePath[] = routedLanguages.map((language) => ({
    hrefLang: language,
    path: localizedPath(key, language, params),
  }));
  const fallback = routedLanguages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : routedLanguages[0];
  if (fallback) alternates.push({ hrefLang: 'x-default', path: localizedPath(key, fallback, params) });
  return alternates;
}

/**
 * Where the language switcher goes: the same route and parameters in `target`
 * (`/en/sign-in` -> `/fr/connexion`). A path that matches nothing goes to the 404 page in `target`.
 */
export function switchLanguagePath(
  pathname: string,
  target: Language,
  routedLanguages: readonly Language[] = DEFAULT_ROUTED_LANGUAGES,
): string {
  const match = matchLocalizedPath(pathname, routedLanguages);
  if (match.kind === 'route' && !routeDefinition(match.key).root) {
    return localizedPath(match.key, target, match.params);
  }
  if (match.kind === 'route') return localizedPath('home', target);
  if (match.kind === 'redirect') return switchLanguagePath(match.to, target, routedLanguages);
  return localizedPath('notFound', target);
}

export function requiresAuth(key: RouteKey): boolean {
  return routeDefinition(key).auth === true;
}
