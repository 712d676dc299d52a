import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../field-errors.ts';
import { birthYears, isLatinName, ZStructureRequest, zPersonRequest } from './person-rules.ts';

const now = new Date('2025-06-15T12:00:00Z');
const ZPersonRequest = zPersonRequest(() => now);
const fieldCodes = (result: { error?: { issues: Parameters<typeof fieldErrors>[0] } }) =>
  Object.fromEntries(fieldErrors(result.error?.issues ?? []).map((f) => [f.path, f.code]));

describe('isLatinName', () => {
  it.each([
    'Dupont',
    'Jean-Pierre',
    "O'Connor",
    'D’Artagnan',
    'Núñez García',
    'Łódź Øst Ærø',
    'Ångström Straße',
    'Çelik Şahin',
    'J. R. R.',
    'Nguyễn',
    'Ho\u0302tel',
  ])('accepts %j', (name) => {
    expect(isLatinName(name)).toBe(true);
  });

  it.each([
    'Иванов',
    '山田',
    'Δημήτρης',
    'محمد',
    'Jean2',
    'Jean_Pierre',
    'Jean@',
    '-',
    "'. -",
    'Ana\tMaria',
    '',
  ])('refuses %j', (name) => {
    expect(isLatinName(name)).toBe(false);
  });
});

describe('birthYears', () => {
  it('opens at a plausible age (5) and runs down to 1800', () => {
    const years = birthYears(now);
    expect(years[0]).toBe(2020);
    expect(years.at(-1)).toBe(1800);
    expect(years).toHaveLength(221);
    expect(years[1]).toBe(2019);
  });

  it('reads the year in UTC', () => {
    expect(birthYears(new Date('2025-12-31T23:30:00-05:00'))[0]).toBe(2021);
  });
});

describe('zPersonRequest', () => {
  it('trims and fills the optional fields with null', () => {
    expect(ZPersonRequest.parse({ Nom: ' Varda ', Prenom: 'Agnès', Pseudo: '' })).toEqual({
      IdCivilite: null,
      Nom: 'Varda',
      Prenom: 'Agnès',
      Pseudo: null,
      AnneeNaissance: null,
    });
    expect(
      ZPersonRequest.parse({
        IdCivilite: 2,
        Nom: 'Varda',
        Prenom: 'Agnès',
        Pseudo: 'Zgougou',
        AnneeNaissance: 1928,
      }),
    ).toMatchObject({ IdCivilite: 2, Pseudo: 'Zgougou', AnneeNaissance: 1928 });
  });

  it('takes birth years from 1800 to this year', () => {
    const year = (AnneeNaissance: unknown) =>
      ZPersonRequest.safeParse({ Nom: 'A', Prenom: 'B', AnneeNaissance });
    expect(year(1800).success).toBe(true);
    expect(year(2025).success).toBe(true);
    expect(fieldCodes(year(1799))).toEqual({ AnneeNaissance: 'BIRTH_YEAR_OUT_OF_RANGE' });
    expect(fieldCodes(year(2026))).toEqual({ AnneeNaissance: 'BIRTH_YEAR_OUT_OF_RANGE' });
    expect(fieldCodes(year(1990.5))).toEqual({ AnneeNaissance: 'BIRTH_YEAR_OUT_OF_RANGE' });
    expect(fieldCodes(year('1990'))).toEqual({ AnneeNaissance: 'BIRTH_YEAR_OUT_OF_RANGE' });
    expect(
      zPersonRequest(() => new Date('2026-01-01T00:00:00Z')).safeParse({
        Nom: 'A',
        Prenom: 'B',
        AnneeNaissance: 2026,
      }).success,
    ).toBe(true);
  });

  it('reports the first failing rule of each field', () => {
    expect(
      fieldCodes(
        ZPersonRequest.safeParse({ IdCivilite: 0, Nom: '  ', Prenom: 'Иван', Pseudo: 'x'.repeat(101) }),
      ),
    ).toEqual({
      IdCivilite: 'CIVILITY_INVALID',
      Nom: 'REQUIRED',
      Prenom: 'NAME_NOT_LATIN',
      Pseudo: 'TOO_LONG',
    });
    expect(fieldCodes(ZPersonRequest.safeParse({ Prenom: 'É'.repeat(101) }))).toEqual({
      Nom: 'REQUIRED',
      Prenom: 'TOO_LONG',
    });
  });

  it('takes names of 100 characters', () => {
    expect(ZPersonRequest.safeParse({ Nom: 'é'.repeat(100), Prenom: 'B' }).success).toBe(true);
  });
});

describe('ZStructureRequest', () => {
  it('needs a RaisonSociale of at most 100 characters', () => {
    expect(ZStructureRequest.parse({ RaisonSociale: ' Ciné-Tamaris ' })).toEqual({
      RaisonSociale: 'Ciné-Tamaris',
      NumeroIntracom: null,
    });
    expect(ZStructureRequest.safeParse({ RaisonSociale: 'x'.repeat(100) }).success).toBe(true);
    expect(fieldCodes(ZStructureRequest.safeParse({}))).toEqual({ RaisonSociale: 'REQUIRED' });
    expect(fieldCodes(ZStructureRequest.safeParse({ RaisonSociale: 'x'.repeat(101) }))).toEqual({
      RaisonSociale: 'TOO_LONG',
    });
  });

  it('checks and normalises the intracom number', () => {
    expect(
      ZStructureRequest.parse({ RaisonSociale: 'X', NumeroIntracom: 'fr 40 303 265 045' }).NumeroIntracom,
    ).toBe('FR40303265045');
    expect(fieldCodes(ZStructureRequest.safeParse({ RaisonSociale: 'X', NumeroIntracom: 'FR123' }))).toEqual({
      NumeroIntracom: 'INTRACOM_INVALID',
    });
  });
});
