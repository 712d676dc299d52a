import { describe, expect, it } from 'vitest';
import { festivalSmartName, parseSmartNameId } from './smart-name.ts';

describe('festivalSmartName', () => {
  it.each([
    [12, 'Clermont-Ferrand Short Film Festival', '12-clermont-ferrand-short-film-festival'],
    [7, 'Festival Européen du Film Court de Brest', '7-festival-europeen-du-film-court-de-brest'],
    [30, 'Festival de Cortometrajes «Ñandú» 2025!', '30-festival-de-cortometrajes-nandu-2025'],
    [4, '  L’Œil d’Or — São Paulo  ', '4-l-oeil-d-or-sao-paulo'],
    [5, 'Århus  Kortfilm...Fest', '5-arhus-kortfilm-fest'],
    [8, 'Kurzfilmtage Straße Łódź Øst', '8-kurzfilmtage-strasse-lodz-ost'],
    [9, '!!!', '9'],
  ])('(%i, %j) -> %j', (id, name, expected) => {
    expect(festivalSmartName(id, name)).toBe(expected);
  });

  it('round-trips the id', () => {
    expect(parseSmartNameId(festivalSmartName(12, 'Clermont-Ferrand'))).toBe(12);
  });
});

describe('parseSmartNameId', () => {
  it.each([
    ['12-foo', 12],
    ['12', 12],
    ['12-', 12],
    ['1234567-a-b-c', 1234567],
    ['foo', undefined],
    ['-12-foo', undefined],
    ['12foo', undefined],
    ['0-foo', undefined],
    ['012-foo', undefined],
    ['', undefined],
    ['99999999999999999999-foo', undefined],
  ])('%j -> %s', (input, expected) => {
    expect(parseSmartNameId(input)).toBe(expected);
  });
});
