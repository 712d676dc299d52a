import type { Language } from '@shortlist/domain/languages';
import enAccount from '../locales/en/account.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enEmails from '../locales/en/emails.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enFestivals from '../locales/en/festivals.json' with { type: 'json' };
import enHome from '../locales/en/home.json' with { type: 'json' };
import enNav from '../locales/en/nav.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import enSeo from '../locales/en/seo.json' with { type: 'json' };
import esAccount from '../locales/es/account.json' with { type: 'json' };
import esAuth from '../locales/es/auth.json' with { type: 'json' };
import esCommon from '../locales/es/common.json' with { type: 'json' };
import esEmails from '../locales/es/emails.json' with { type: 'json' };
import esErrors from '../locales/es/errors.json' with { type: 'json' };
import esFestivals from '../locales/es/festivals.json' with { type: 'json' };
import esHome from '../locales/es/home.json' with { type: 'json' };
import esNav from '../locales/es/nav.json' with { type: 'json' };
import esPages from '../locales/es/pages.json' with { type: 'json' };
import esSeo from '../locales/es/seo.json' with { type: 'json' };
import frAccount from '../locales/fr/account.json' with { type: 'json' };
import frAuth from '../locales/fr/auth.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frEmails from '../locales/fr/emails.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frFestivals from '../locales/fr/festivals.json' with { type: 'json' };
import frHome from '../locales/fr/home.json' with { type: 'json' };
import frNav from '../locales/fr/nav.json' with { type: 'json' };
import frPages from '../locales/fr/pages.json' with { type: 'json' };
import frSeo from '../locales/fr/seo.json' with { type: 'json' };
import itAccount from '../locales/it/account.json' with { type: 'json' };
import itAuth from '../locales/it/auth.json' with { type: 'json' };
import itCommon from '../locales/it/common.json' with { type: 'json' };
import itEmails from '../locales/it/emails.json' with { type: 'json' };
import itErrors from '../locales/it/errors.json' with { type: 'json' };
import itFestivals from '../locales/it/festivals.json' with { type: 'json' };
import itHome from '../locales/it/home.json' with { type: 'json' };
import itNav from '../locales/it/nav.json' with { type: 'json' };
import itPages from '../locales/it/pages.json' with { type: 'json' };
import itSeo from '../locales/it/seo.json' with { type: 'json' };
import ptAccount from '../locales/pt/account.json' with { type: 'json' };
import ptAuth from '../locales/pt/auth.json' with { type: 'json' };
import ptCommon from '../locales/pt/common.json' with { type: 'json' };
import ptEmails from '../locales/pt/emails.json' with { type: 'json' };
import ptErrors from '../locales/pt/errors.json' with { type: 'json' };
import ptFestivals from '../locales/pt/festivals.json' with { type: 'json' };
import ptHome from '../locales/pt/home.json' with { type: 'json' };
import ptNav from '../locales/pt/nav.json' with { type: 'json' };
import ptPages from '../locales/pt/pages.json' with { type: 'json' };
import ptSeo from '../locales/pt/seo.json' with { type: 'json' };

/**
 * Every catalogue, bundled statically: plain JSON imports work the same in Vite (web) and in
 * Node through tsx (server, tests), and the whole set is small.
 */
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
  /** Server-rendered emails (subjects and paragraphs with `{{placeholders}}`). */
  'emails',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Catalogue = { [key: string]: string | Catalogue };
export type LanguageResources = Record<Namespace, Catalogue>;

export const DEFAULT_NAMESPACE: Namespace = 'common';

export const CATALOGUES: Record<Language, LanguageResources> = {
  en: {
    common: enCommon,
    nav: enNav,
    errors: enErrors,
    seo: enSeo,
    pages: enPages,
    home: enHome,
    auth: enAuth,
    account: enAccount,
    festivals: enFestivals,
    emails: enEmails,
  },
  fr: {
    common: frCommon,
    nav: frNav,
    errors: frErrors,
    seo: frSeo,
    pages: frPages,
    home: frHome,
    auth: frAuth,
    account: frAccount,
    festivals: frFestivals,
    emails: frEmails,
  },
  es: {
    common: esCommon,
    nav: esNav,
    errors: esErrors,
    seo: esSeo,
    pages: esPages,
    home: esHome,
    auth: esAuth,
    account: esAccount,
    festivals: esFestivals,
    emails: esEmails,
  },
  it: {
    common: itCommon,
    nav: itNav,
    errors: itErrors,
    seo: itSeo,
    pages: itPages,
    home: itHome,
    auth: itAuth,
    account: itAccount,
    festivals: itFestivals,
    emails: itEmails,
  },
  pt: {
    common: ptCommon,
    nav: ptNav,
    errors: ptErrors,
    seo: ptSeo,
    pages: ptPages,
    home: ptHome,
    auth: ptAuth,
    account: ptAccount,
    festivals: ptFestivals,
    emails: ptEmails,
  },
};

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
 * A translation without i18next (for the server's HTML head): the language's text, else English,
 * else the key. `{{name}}` placeholders are replaced from `values`.
 */
export function translate(options: {
  language: Language;
  namespace: Namespace;
  key: string;
  values?: Record<string, string>;
}): string {
  const text =
    lookup(CATALOGUES[options.language][options.namespace], options.key) ??
    lookup(CATALOGUES.en[options.namespace], options.key) ??
    options.key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => options.values?.[name] ?? whole);
}
