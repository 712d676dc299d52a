import type { Language } from '@shortlist/domain/languages';

/** The catalogue namespaces, one JSON file each per language under `locales/`. */
export const NAMESPACES = [
  'common',
  'nav',
  'errors',
  'seo',
  'pages',
  'home',
  'auth',
  'account',
  'festivals',
  'films',
  /** Submissions: eligibility reasons and statuses (issue 14). */
  'submissions',
  /** The film video and trailer: uploads, technical check, subtitles, playback (issue 13). */
  'videos',
  /** Server-rendered emails (subjects and paragraphs with `{{placeholders}}`). */
  'emails',
  /** The order service: products, formulas, order lines and statuses, VAT mentions (issue 15). */
  'orders',
  /** The filmmaker's dashboard (spec §2): stamps, films and videos to finish, offers, submissions. */
  'dashboard',
  /** The festival workspace (issue 31): inbox, entry view, members, invitations, payouts. */
  'festivalSpace',
  /** Support requests (issue 36): list, new request, conversation, archive. */
  'tickets',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Catalogue = { [key: string]: string | Catalogue };
export type LanguageResources = Record<Namespace, Catalogue>;

export const DEFAULT_NAMESPACE: Namespace = 'common';

const registered = new Map<Language, LanguageResources>();

/**
 * Makes a language's catalogues available to `translate` and to the web's translators.
 * The server registers every language at once (catalogues.ts); the web registers the visitor's
 * language when its chunk has loaded, before the first render.
 */
export function registerCatalogues(language: Language, resources: LanguageResources): void {
  registered.set(language, resources);
}

/** A language's catalogues, when registered. */
export function registeredCatalogues(language: Language): LanguageResources | undefined {
  return registered.get(language);
}

/** Reads a dotted key (`routes.home.title`) from a catalogue; undefined when absent or not a string. */
export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A plain translation (for the page head, on the server and in the browser): the
 * language's text, else English, else the key. `{{name}}` placeholders are replaced from `values`.
 * Reads the registered catalogues: all of them on the server, the visitor's in the browser.
 */
export function translate(options: {
  language: Language;
  namespace: Namespace;
  key: string;
  values?: Record<string, string>;
}): string {
  const text =
    lookup(registered.get(options.language)?.[options.namespace] ?? {}, options.key) ??
    lookup(registered.get('en')?.[options.namespace] ?? {}, options.key) ??
    options.key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => options.values?.[name] ?? whole);
}
