import type { Language } from '@shortlist/domain/language-list';
import {
  type Catalogue,
  DEFAULT_NAMESPACE,
  type Namespace,
  registeredCatalogues,
} from '@shortlist/i18n/translate';

/**
 * The web's translator: what the screens used of i18next (issue 11: i18next and react-i18next
 * were 15.6 KB of every public page), with i18next's results for it. `translator.oracle.test.ts`
 * compares every key of every catalogue with i18next's output and fails on any difference.
 *
 * Kept: `ns:key` and dotted keys, the fallback to English, plurals by `count` through
 * `Intl.PluralRules` (`_one`, `_many`, `_other`..., and `_zero` for a count of 0), `context`
 * (`key_context`, with its plurals), `defaultValue` (and `defaultValue_<plural>`), `{{name}}`
 * placeholders filled from the options without escaping (React escapes), a missing key giving
 * itself without its namespace. Not kept (no catalogue or screen uses them): nesting `$t(...)`,
 * formats `{{x, format}}` (the value is used as it is, as i18next does without a formatter),
 * `returnObjects`, ordinals, key prefixes.
 */

/** The options of a translation: `count`, `context`, `defaultValue`, and the placeholders' values. */
export type TranslateOptions = Record<string, unknown>;

export type TFunction = (key: string, options?: TranslateOptions) => string;

export type Translator = {
  readonly language: Language;
  /** Translates in the default namespace (`common`) unless the key names one (`auth:token.ok`). */
  t: TFunction;
  /** Whether a key has a text in this language or in English (i18next's `exists`). */
  exists: (key: string) => boolean;
  /** A `t` whose keys without a namespace read `namespace` (i18next's `getFixedT`). */
  getFixedT: (language: Language | null, namespace?: Namespace) => TFunction;
};

const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const FALLBACK_LANGUAGE: Language = 'en';

/** i18next reads a key with one of these characters as a sentence, not a `ns:path`. */
const SENTENCE_CHARACTERS = /( |,|\?|!|;)/;

/** i18next's `looksLikeObjectPath`: `ns:a.b`, not "Note: a sentence, with commas". */
function looksLikeObjectPath(key: string): boolean {
  if (!SENTENCE_CHARACTERS.test(key)) return true;
  const dot = key.indexOf(KEY_SEPARATOR);
  return dot > 0 && !SENTENCE_CHARACTERS.test(key.substring(0, dot));
}

function splitKey(key: string, namespace: string): { key: string; namespace: string } {
  if (!key.includes(NAMESPACE_SEPARATOR) || !looksLikeObjectPath(key)) return { key, namespace };
  const parts = key.split(NAMESPACE_SEPARATOR);
  const named = parts.shift() as string;
  return { key: parts.join(KEY_SEPARATOR), namespace: named };
}

function own(node: unknown, name: string): unknown {
  if (node === null || typeof node !== 'object') return undefined;
  return Object.hasOwn(node, name) ? (node as Record<string, unknown>)[name] : undefined;
}

/** The value at a dotted path (own properties only), else a flat key holding the dots. */
function valueAt(root: unknown, path: string): unknown {
  let node = root;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (!node || typeof node === 'string') return undefined;
    node = own(node, part);
  }
  return node ?? own(root, path);
}

function catalogueOf(language: Language, namespace: string): Catalogue | undefined {
  return registeredCatalogues(language)?.[namespace as Namespace];
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralSuffix(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return `_${rules.select(count)}`;
}

function isPlural(options: TranslateOptions): options is TranslateOptions & { count: number } {
  return options.count !== undefined && typeof options.count !== 'string';
}

function found(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** The keys to try in one catalogue, most specific first (i18next's order). */
function candidates(key: string, language: Language, options: TranslateOptions): string[] {
  const keys = [key];
  const plural = isPlural(options);
  const suffix = plural ? pluralSuffix(language, options.count) : '';
  const zero = plural && options.count === 0;
  if (plural) keys.push(key + suffix);
  if (zero) keys.push(`${key}_zero`);
  const { context } = options;
  if (
    context !== undefined &&
    (typeof context === 'string' || typeof context === 'number') &&
    context !== ''
  ) {
    const withContext = `${key}_${context}`;
    keys.push(withContext);
    if (plural) keys.push(withContext + suffix);
    if (zero) keys.push(`${withContext}_zero`);
  }
  return keys.reverse();
}

/** The text of a key: namespace by namespace, the language then English, the most specific key first. */
function resolve(language: Language, key: string, namespace: string, options: TranslateOptions): unknown {
  const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  for (const code of languages) {
    const catalogue = catalogueOf(code, namespace);
    for (const candidate of candidates(key, code, options)) {
      const value = valueAt(catalogue, candidate);
      if (found(value)) return value;
    }
  }
  return undefined;
}

function hasDefaultValue(options: TranslateOptions): boolean {
  return Object.keys(options).some((name) => name.startsWith('defaultValue') && options[name] !== undefined);
}

function defaultValueOf(language: Language, options: TranslateOptions): unknown {
  const suffix = isPlural(options) ? pluralSuffix(language, options.count) : '';
  return (
    (isPlural(options) && options.count === 0 && options.defaultValue_zero) ||
    options[`defaultValue${suffix}`] ||
    options.defaultValue
  );
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * `{{name}}` filled from the options, not escaped (React escapes). A value the options lack
 * leaves the placeholder as it is; one they hold as undefined gives an empty text.
 */
function interpolate(template: string, values: TranslateOptions): string {
  return template.replace(PLACEHOLDER, (whole, inner: string) => {
    // `{{- name}}` is i18next's unescaped form: the same here, nothing is escaped.
    const trimmed = inner.trim();
    const name = (trimmed.startsWith('-') ? trimmed.slice(1) : trimmed).split(',')[0]?.trim() ?? '';
    const value = valueAt(values, name);
    if (value !== undefined) return text(value);
    return Object.hasOwn(values, name) ? '' : whole;
  });
}

function translate(
  language: Language,
  rawKey: string,
  fixedNamespace: string,
  given: TranslateOptions | undefined,
): string {
  const key = String(rawKey);
  // What i18next's fixed `t` adds to the options, which placeholders can read.
  const options: TranslateOptions = {
    ...given,
    lng: given?.lng ?? language,
    ns: given?.ns ?? fixedNamespace,
  };
  const split = splitKey(key, typeof options.ns === 'string' ? options.ns : fixedNamespace);
  let value = resolve(language, split.key, split.namespace, options);
  const fallback = defaultValueOf(language, options);
  const shown = !value && hasDefaultValue(options) ? fallback : value;
  if (shown && typeof shown === 'object') {
    return `key '${split.key} (${language})' returned an object instead of string.`;
  }
  if (!found(value) && hasDefaultValue(options)) value = fallback;
  if (!found(value)) value = split.key;
  return interpolate(text(value), options);
}

function createTranslator(language: Language): Translator {
  const fixed = (namespace: string): TFunction => {
    return (key, options) => translate(language, key, namespace, options);
  };
  return {
    language,
    t: fixed(DEFAULT_NAMESPACE),
    exists: (key) => {
      const split = splitKey(String(key), DEFAULT_NAMESPACE);
      return resolve(language, split.key, split.namespace, {}) !== undefined;
    },
    getFixedT: (other, namespace) => {
      const target = other ?? language;
      return target === language
        ? fixed(namespace ?? DEFAULT_NAMESPACE)
        : translatorFor(target).getFixedT(null, namespace);
    },
  };
}

const translators = new Map<Language, Translator>();

/**
 * One translator per language. It reads the registered catalogues on every call, so namespaces
 * loaded later (catalogue-loader.ts) translate at once; `cataloguesAdded` tells the screens.
 */
export function translatorFor(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language);
    translators.set(language, translator);
  }
  return translator;
}

let version = 0;
const listeners = new Set<() => void>();

/** Called once new catalogues are registered: the screens that translate render again. */
export function cataloguesAdded(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes each time catalogues are added. */
export function cataloguesVersion(): number {
  return version;
}
