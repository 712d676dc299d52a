import { ALL_LANGUAGES } from '@shortlist/domain/languages';
import { frenchSpacingMistakes } from '@shortlist/domain/text/french-typography';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, type Catalogue, lookup, NAMESPACES, translate } from './catalogues.ts';
import { ROUTE_KEYS } from './routes.ts';

// i18next plural forms differ per language (fr has `_many`); they count as one key.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    return typeof value === 'string' ? [path] : keysOf(value, `${path}.`);
  });
}

// Every text with its full key, plural forms included.
function textsOf(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value, `${prefix}${key}.`),
  );
}

describe('catalogues', () => {
  for (const language of ALL_LANGUAGES) {
    for (const namespace of NAMESPACES) {
      it(`${language}/${namespace} has exactly the keys of en`, () => {
        const expected = new Set(keysOf(CATALOGUES.en[namespace]));
        const actual = new Set(keysOf(CATALOGUES[language][namespace]));
        const missing = [...expected].filter((k) => !actual.has(k));
        const extra = [...actual].filter((k) => !expected.has(k));
        expect({ missing, extra }, `${language}/${namespace}`).toEqual({ missing: [], extra: [] });
      });

      it(`${language}/${namespace} has no empty text`, () => {
        const empty = keysOf(CATALOGUES[language][namespace]).filter(
          (k) => lookup(CATALOGUES[language][namespace], k)?.trim() === '',
        );
        expect(empty).toEqual([]);
      });
    }
  }

  // A French line must not start with ":" or "?": the space before them never breaks.
  for (const namespace of NAMESPACES) {
    it(`fr/${namespace} uses no-break spaces around : ; ! ? « »`, () => {
      const mistakes = textsOf(CATALOGUES.fr[namespace]).flatMap(([key, text]) =>
        frenchSpacingMistakes(text).map((excerpt) => `${key}: ${excerpt}`),
      );
      expect(mistakes).toEqual([]);
    });
  }

  it('has a title and description for every route in the seo namespace', () => {
    for (const key of ROUTE_KEYS) {
      expect(lookup(CATALOGUES.en.seo, `routes.${key}.title`), key).toBeTruthy();
      expect(lookup(CATALOGUES.en.seo, `routes.${key}.description`), key).toBeTruthy();
    }
  });

  it('translates without i18next, with placeholders and an English fallback', () => {
    expect(translate({ language: 'fr', namespace: 'nav', key: 'signIn' })).toBe('Connexion');
    expect(
      translate({ language: 'es', namespace: 'common', key: 'version', values: { version: '4.0.25' } }),
    ).toBe('Versión 4.0.25');
    expect(translate({ language: 'fr', namespace: 'nav', key: 'nothing.here' })).toBe('nothing.here');
  });
});
