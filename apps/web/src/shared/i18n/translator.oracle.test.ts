import { ALL_LANGUAGES } from '@shortlist/domain/language-list';
import { CATALOGUES } from '@shortlist/i18n/catalogues';
import { type Catalogue, NAMESPACES, type Namespace } from '@shortlist/i18n/translate';
import { describe, expect, it } from 'vitest';
import { i18nextOracle } from '../../test/i18next-oracle.ts';
import { type TranslateOptions, translatorFor } from './translator.ts';

// The oracle (i18nextOracle): i18next, configured as the web configured it before our translator
// replaced it (issue 11), must give the same text as translator.ts for every key of every
// catalogue, in every language, with every option the screens pass. Any difference fails the test
// with its cases.

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([name, value]) =>
    typeof value === 'string' ? [prefix + name] : [prefix + name, ...keysOf(value, `${prefix + name}.`)],
  );
}

const PLURAL_OR_CONTEXT = /_(zero|one|two|few|many|other|[a-z]+)$/;

/** Every key of a namespace in any language, with the base of each plural or context key. */
function keysOfNamespace(namespace: Namespace): string[] {
  const keys = new Set<string>();
  for (const language of ALL_LANGUAGES) {
    for (const key of keysOf(CATALOGUES[language][namespace])) {
      keys.add(key);
      keys.add(key.replace(PLURAL_OR_CONTEXT, ''));
    }
  }
  return [...keys];
}

/** The placeholders the catalogues use, each given a value that shows where it went. */
function placeholderValues(): TranslateOptions {
  const names = new Set<string>();
  for (const language of ALL_LANGUAGES) {
    for (const namespace of NAMESPACES) {
      const json = JSON.stringify(CATALOGUES[language][namespace]);
      for (const match of json.matchAll(/\{\{\s*-?\s*([^},\s]+)/g)) names.add(match[1] as string);
    }
  }
  return Object.fromEntries([...names].filter((name) => name !== 'count').map((name) => [name, `<${name}>`]));
}

/** The suffixes of the catalogues' keys, tried as contexts too (`key_one` read as a context). */
function contextsInCatalogues(): string[] {
  const contexts = new Set<string>(['female']);
  for (const language of ALL_LANGUAGES) {
    for (const namespace of NAMESPACES) {
      for (const key of keysOf(CATALOGUES[language][namespace])) {
        const suffix = PLURAL_OR_CONTEXT.exec(key)?.[1];
        if (suffix) contexts.add(suffix);
      }
    }
  }
  return [...contexts];
}

const values = placeholderValues();
const OPTION_SETS: TranslateOptions[] = [
  {},
  ...[0, 1, 2, 5].flatMap((count) => [{ count }, { ...values, count }]),
  values,
  { ...values, count: 1.5 },
  { count: '2' },
  ...contextsInCatalogues().flatMap((context) => [{ context }, { context, count: 0 }]),
  { context: '' },
  { defaultValue: 'Default {{name}}', name: 'Ana' },
  { defaultValue: '' },
  { defaultValue: 'Several', defaultValue_one: 'One {{count}}', defaultValue_zero: 'None', count: 1 },
  { defaultValue: 'Several', defaultValue_one: 'One {{count}}', defaultValue_zero: 'None', count: 0 },
  { defaultValue: 'Several', defaultValue_one: 'One {{count}}', count: 5 },
  // A placeholder's value absent, explicitly undefined, null, a number, an object.
  { name: undefined, title: null, count: 3, date: { day: 1 }, film: 42 },
];

/** Enough for a key that has neither plural, context nor placeholder: it must ignore them. */
const PLAIN_OPTION_SETS: TranslateOptions[] = [
  { ...values, count: 2 },
  { context: 'one', count: 0 },
  { defaultValue: 'Default {{name}}', name: 'Ana' },
];

/** The keys with plurals, contexts or placeholders in some language, and their bases. */
function variableKeys(namespace: Namespace): Set<string> {
  const keys = new Set<string>();
  for (const language of ALL_LANGUAGES) {
    const catalogue = CATALOGUES[language][namespace];
    for (const key of keysOf(catalogue)) {
      const text = lookupText(catalogue, key);
      if (PLURAL_OR_CONTEXT.test(key) || text === undefined || text.includes('{{')) {
        keys.add(key);
        keys.add(key.replace(PLURAL_OR_CONTEXT, ''));
      }
    }
  }
  return keys;
}

function lookupText(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Keys that no catalogue holds, in every form a screen writes them. */
const MISSING_KEYS = [
  'no.such.key',
  'nav:no.such.key',
  'errors:codes.NO_SUCH_CODE',
  'nosuchnamespace:key',
  'a:b:c',
  'Hello, {{name}}: welcome',
  'sentence with spaces',
  'codes.MISSING key.with space',
  '',
];

describe.each(ALL_LANGUAGES)('the translator in %s', (language) => {
  const oracle = i18nextOracle(language);
  const ours = translatorFor(language);

  it('gives i18next’s text for every key, option and namespace', () => {
    const differences: string[] = [];
    let cases = 0;
    const compare = (namespace: Namespace, key: string, options: TranslateOptions | undefined) => {
      cases += 1;
      const expected = oracle.getFixedT(language, namespace)(key, options as never) as unknown;
      const actual = ours.getFixedT(language, namespace)(key, options);
      if (actual !== expected && differences.length < 20) {
        differences.push(
          `${namespace} ${key} ${JSON.stringify(options)?.slice(0, 120)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
        );
      }
    };
    for (const namespace of NAMESPACES) {
      const keys = keysOfNamespace(namespace);
      const variable = variableKeys(namespace);
      for (const key of [...keys, ...MISSING_KEYS]) {
        compare(namespace, key, undefined);
        const sets = variable.has(key) || MISSING_KEYS.includes(key) ? OPTION_SETS : PLAIN_OPTION_SETS;
        for (const options of sets) compare(namespace, key, options);
        // The same key named with its namespace, from another namespace's `t`.
        compare('common', `${namespace}:${key}`, { ...values, count: 2 });
        compare('common', `${namespace}:${key}`, { defaultValue: 'Fallback' });
      }
    }
    expect(differences).toEqual([]);
    expect(cases).toBeGreaterThan(10_000);
  }, 180_000);

  it('says whether a key exists as i18next does', () => {
    const differences: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const key of [...keysOfNamespace(namespace), ...MISSING_KEYS]) {
        for (const named of [`${namespace}:${key}`, key]) {
          if (ours.exists(named) !== oracle.exists(named)) differences.push(named);
        }
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('is the one `t` of the language, bound (the service worker destructures it)', () => {
    const { t } = translatorFor(language);
    expect(t('common:newVersion.title')).toBe(oracle.t('common:newVersion.title'));
    expect(t('newVersion.title')).not.toBe('newVersion.title');
  });
});
