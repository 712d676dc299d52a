import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZDicoItem, ZFonction, ZLangueDico, ZPays, ZThematique } from './dictionaries.ts';
import { DictionaryShapeError, ITEM_COLUMNS, parseDictionaryItems } from './dictionary-items.ts';

/** The zod schema each dictionary's answer has on the server (dictionaries/routes.ts). */
const ZOD_OF: Record<string, z.ZodType> = {
  pays: ZPays,
  'public/festivals/pays': ZPays,
  langue: ZLangueDico,
  thematique: ZThematique,
  fonction: ZFonction,
  genre: ZDicoItem,
};

const FULL = {
  Id: 7,
  Libelle: 'France',
  Ordre: 2,
  Iso2: 'FR',
  IsCee: true,
  TauxTaxe: 20,
  PrefixeTelephone: '+33',
  IsLangueSite: true,
  IsActif: false,
  IdGroupe: 3,
  LibelleGroupe: 'Society',
  Code: 1,
};

/** One column changed to a hostile value each, or removed. */
const HOSTILE: unknown[] = [
  undefined,
  null,
  '',
  'FRA',
  '7',
  1.5,
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  true,
  [],
  {},
  '<script>alert(1)</script>',
];

describe('parseDictionaryItems', () => {
  it('covers every dictionary with extra columns', () => {
    expect(Object.keys(ITEM_COLUMNS).sort()).toEqual(
      Object.keys(ZOD_OF)
        .filter((n) => n !== 'genre')
        .sort(),
    );
  });

  for (const [name, schema] of Object.entries(ZOD_OF)) {
    it(`${name}: accepts and rejects what its zod schema does, and strips the same`, () => {
      const answers: unknown[] = [
        [FULL],
        [],
        [{ ...FULL, Ordre: undefined }],
        [{ ...FULL, Extra: 'x' }],
        [null],
        'x',
        {},
      ];
      for (const column of Object.keys(FULL)) {
        for (const value of HOSTILE) answers.push([{ ...FULL, [column]: value }]);
        const without: Record<string, unknown> = { ...FULL };
        delete without[column];
        answers.push([without]);
      }
      for (const answer of answers) {
        const expected = z.array(schema).safeParse(answer);
        if (expected.success) expect(parseDictionaryItems(name, answer)).toEqual(expected.data);
        else
          expect(() => parseDictionaryItems(name, answer), JSON.stringify(answer)).toThrow(
            DictionaryShapeError,
          );
      }
    });
  }

  it('keeps the known columns of a plain dictionary only', () => {
    expect(parseDictionaryItems('genre', [{ Id: 1, Libelle: 'Drama', Iso2: 'xx' }])).toEqual([
      { Id: 1, Libelle: 'Drama' },
    ]);
  });
});
