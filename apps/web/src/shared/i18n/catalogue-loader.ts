import { CONTENT_PAGE_KEYS } from '@shortlist/domain/content/placements';
import { isLanguage, type Language } from '@shortlist/domain/language-list';
import type { RouteKey } from '@shortlist/i18n/routes';
import {
  type Catalogue,
  type LanguageResources,
  NAMESPACES,
  type Namespace,
  registerCatalogues,
  registeredCatalogues,
} from '@shortlist/i18n/translate';
import { cataloguesAdded } from './translator.ts';

/**
 * Each catalogue (one language, one namespace) is a chunk of its own: a visit loads its
 * language's namespaces that the screen needs. Every language is complete (catalogues.test.ts),
 * so no fallback language is loaded beside it. Keys are paths from this folder.
 */
const FILES = import.meta.glob<Catalogue>('../../../../../packages/i18n/locales/*/*.json', {
  import: 'default',
});

/**
 * Emails are written by the server: the browser never needs their catalogues. The festival
 * workspace's texts load with its own screens only: a filmmaker's screens never show them.
 */
const BROWSER_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (namespace) => namespace !== 'emails' && namespace !== 'festivalSpace',
);

/**
 * The festival workspace's screens (`festivalSpace*` routes, issue 31), and the film record,
 * whose preview tab shows the film with the workspace's own components and texts (issue 32).
 */
const WORKSPACE_NAMESPACES: readonly Namespace[] = [...BROWSER_NAMESPACES, 'festivalSpace'];

/**
 * What an anonymous visitor's public page shows (header, footer, head, home, directory, festival
 * page, content pages). Forms, films, submissions and the signed-in header use the others,
 * which load with the screens that show them.
 */
const PUBLIC_NAMESPACES: readonly Namespace[] = [
  'common',
  'nav',
  'errors',
  'seo',
  'pages',
  'home',
  'festivals',
];

/** The public film page: its texts and the messages of its password form. */
const FILM_PAGE_NAMESPACES: readonly Namespace[] = [...PUBLIC_NAMESPACES, 'films', 'account'];

/** Routes an anonymous visitor sees with the public namespaces only. */
const PUBLIC_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'home',
  'festivals',
  'festival',
  ...CONTENT_PAGE_KEYS,
  'helpCategory',
  'notFound',
  'webPage',
  'maintenance',
]);

/** The namespaces a screen needs before it renders. */
export function namespacesFor(key: RouteKey, signedIn: boolean): readonly Namespace[] {
  if (key.startsWith('festivalSpace') || key === 'filmEdit') return WORKSPACE_NAMESPACES;
  if (signedIn) return BROWSER_NAMESPACES;
  if (key === 'film') return FILM_PAGE_NAMESPACES;
  return PUBLIC_ROUTES.has(key) ? PUBLIC_NAMESPACES : BROWSER_NAMESPACES;
}

function fileOf(language: Language, namespace: Namespace): string {
  return `../../../../../packages/i18n/locales/${language}/${namespace}.json`;
}

/**
 * The sources of a language's catalogue modules, as the build manifest names them: the server
 * preloads them with a server-rendered page, so the browser has them when it hydrates.
 */
export function catalogueSources(language: Language, namespaces: readonly Namespace[]): string[] {
  return namespaces.map((namespace) => `../../packages/i18n/locales/${language}/${namespace}.json`);
}

function missing(language: Language, namespaces: readonly Namespace[]): Namespace[] {
  const registered = registeredCatalogues(language);
  return namespaces.filter((namespace) => registered?.[namespace] === undefined);
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads and registers a language's catalogues (every namespace the browser uses unless told
 * which); the same promise for every caller asking for the same missing ones.
 */
export function loadCatalogues(
  language: Language,
  namespaces: readonly Namespace[] = BROWSER_NAMESPACES,
): Promise<void> {
  const absent = missing(language, namespaces);
  if (absent.length === 0) return Promise.resolve();
  const id = `${language}:${absent.join(',')}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = Promise.all(
      absent.map(async (namespace) => {
        const load = FILES[fileOf(language, namespace)];
        if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
        return [namespace, await load()] as const;
      }),
    ).then(
      (entries) => {
        // Only the namespaces loaded so far: `translate` and the translator treat the others as absent.
        const resources = { ...registeredCatalogues(language), ...Object.fromEntries(entries) };
        registerCatalogues(language, resources as LanguageResources);
        cataloguesAdded();
        loading.delete(id);
      },
      (error: unknown) => {
        loading.delete(id); // the next render tries again
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

export function cataloguesLoaded(
  language: Language,
  namespaces: readonly Namespace[] = BROWSER_NAMESPACES,
): boolean {
  return missing(language, namespaces).length === 0;
}

/** The language of a path (`/fr/...`), the default one when it names none. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : 'en';
}
