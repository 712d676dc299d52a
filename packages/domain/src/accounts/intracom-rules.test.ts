import { describe, expect, it } from 'vitest';
import {
  checkIntracomFormat,
  hasIntracomFormat,
  INTRACOM_FORMATS,
  intracomPrefix,
  ZIntracom,
} from './intracom-rules.ts';

// One well-formed and one malformed number per member state. Numbers of the states with check
// digits (BE, DE, FR, IT, NL) are real published examples whose check digits are right.
const EXAMPLES: [prefix: string, valid: string[], invalid: string[]][] = [
  ['AT', ['ATU12345678'], ['AT12345678', 'ATU1234567']],
  ['BE', ['BE0477472701', 'BE0403170701'], ['BE2477472701', 'BE047747270', 'BE0477472702']],
  ['BG', ['BG123456789', 'BG1234567890'], ['BG12345678', 'BG12345678901']],
  ['CY', ['CY12345678X'], ['CY123456789', 'CY1234567X']],
  ['CZ', ['CZ12345678', 'CZ123456789', 'CZ1234567890'], ['CZ1234567', 'CZ12345678901']],
  ['DE', ['DE136695976', 'DE811569869'], ['DE13669597', 'DE136695978']],
  ['DK', ['DK12345678'], ['DK1234567', 'DK123456789']],
  ['EE', ['EE100931558'], ['EE10093155', 'EE1009315581']],
  ['EL', ['EL123456789'], ['EL12345678', 'EL12345678A']],
  [
    'ES',
    ['ESA12345674', 'ESX1234567L', 'ES12345678Z', 'ESB1234567A'],
    ['ES123456789', 'ESA1234567', 'ES1234567ZZ'],
  ],
  ['FI', ['FI12345678'], ['FI1234567', 'FI123456789']],
  ['FR', ['FR40303265045', 'FRK7399859412'], ['FR41303265045', 'FR4030326504', 'FRIO303265045']],
  ['HR', ['HR12345678901'], ['HR1234567890']],
  ['HU', ['HU12345678'], ['HU1234567', 'HU123456789']],
  [
    'IE',
    ['IE1234567T', 'IE1234567WI', 'IE1234567TW', 'IE1A23456T', 'IE1+23456T'],
    ['IE123456T', 'IE1234567X', 'IE1234567TZ'],
  ],
  ['IT', ['IT00743110157', 'IT12345678903'], ['IT00743110158', 'IT0074311015']],
  ['LT', ['LT123456789', 'LT123456789012'], ['LT1234567890', 'LT12345678']],
  ['LU', ['LU12345678'], ['LU1234567']],
  ['LV', ['LV12345678901'], ['LV1234567890']],
  ['MT', ['MT12345678'], ['MT1234567']],
  ['NL', ['NL004495445B01', 'NL000099998B57'], ['NL004495446B01', 'NL123456789B01', 'NL004495445A01']],
  ['PL', ['PL1234567890'], ['PL123456789']],
  ['PT', ['PT123456789'], ['PT12345678']],
  ['RO', ['RO18', 'RO1234567890'], ['RO1', 'RO12345678901', 'RO0123456']],
  ['SE', ['SE123456789001'], ['SE123456789002', 'SE1234567890']],
  ['SI', ['SI12345678'], ['SI1234567']],
  ['SK', ['SK1234567890'], ['SK123456789']],
];

describe('checkIntracomFormat', () => {
  it('knows the 27 member states (and Northern Ireland)', () => {
    expect(EXAMPLES).toHaveLength(27);
    expect(Object.keys(INTRACOM_FORMATS).sort()).toEqual([...EXAMPLES.map(([p]) => p), 'XI'].sort());
  });

  describe.each(EXAMPLES)('%s', (prefix, valid, invalid) => {
    it.each(valid)('accepts %s', (number) => {
      expect(checkIntracomFormat(number)).toEqual({ valid: true, countryCode: prefix, normalized: number });
    });
    it.each(invalid)('refuses %s', (number) => {
      expect(checkIntracomFormat(number)).toMatchObject({ valid: false, countryCode: prefix });
    });
  });

  it('strips spaces, dots and dashes and upper-cases', () => {
    expect(checkIntracomFormat(' fr 40.303-265 045 ')).toEqual({
      valid: true,
      countryCode: 'FR',
      normalized: 'FR40303265045',
    });
    expect(checkIntracomFormat('nl004495445b01').normalized).toBe('NL004495445B01');
  });

  it('reads a GR prefix as EL', () => {
    expect(checkIntracomFormat('GR123456789')).toEqual({
      valid: true,
      countryCode: 'EL',
      normalized: 'EL123456789',
    });
  });

  it('takes the national part alone when the country is given', () => {
    expect(checkIntracomFormat('40303265045', 'FR')).toEqual({
      valid: true,
      countryCode: 'FR',
      normalized: 'FR40303265045',
    });
    expect(checkIntracomFormat('123456789', 'GR')).toMatchObject({ valid: true, normalized: 'EL123456789' });
    expect(checkIntracomFormat('U12345678', 'at')).toMatchObject({ valid: true, normalized: 'ATU12345678' });
    // A French key made of letters is not a prefix.
    expect(checkIntracomFormat('K7399859412', 'FR')).toMatchObject({
      valid: true,
      normalized: 'FRK7399859412',
    });
    expect(checkIntracomFormat('FR40303265045', 'FR')).toMatchObject({
      valid: true,
      normalized: 'FR40303265045',
    });
  });

  it("refuses another country's number and says whose it is", () => {
    expect(checkIntracomFormat('DE136695976', 'FR')).toEqual({
      valid: false,
      countryCode: 'DE',
      normalized: 'DE136695976',
    });
    expect(checkIntracomFormat('DE1234', 'FR')).toEqual({
      valid: false,
      countryCode: 'DE',
      normalized: 'DE1234',
    });
    expect(checkIntracomFormat('12345', 'FR')).toEqual({
      valid: false,
      countryCode: 'FR',
      normalized: 'FR12345',
    });
    expect(checkIntracomFormat('FR12345', 'FR')).toEqual({
      valid: false,
      countryCode: 'FR',
      normalized: 'FR12345',
    });
  });

  it('refuses numbers without a known prefix', () => {
    expect(checkIntracomFormat('')).toEqual({ valid: false, countryCode: null, normalized: '' });
    expect(checkIntracomFormat('40303265045')).toMatchObject({ valid: false, countryCode: null });
    expect(checkIntracomFormat('GB123456789')).toMatchObject({ valid: false, countryCode: 'GB' });
    expect(checkIntracomFormat('123456789', 'US')).toMatchObject({ valid: false, countryCode: 'US' });
  });

  it('accepts Northern Ireland numbers', () => {
    expect(checkIntracomFormat('XI123456789').valid).toBe(true);
    expect(checkIntracomFormat('XIGD123').valid).toBe(true);
    expect(checkIntracomFormat('XIHA123').valid).toBe(false);
  });
});

describe('intracomPrefix and hasIntracomFormat', () => {
  it('maps GR to EL and keeps the others', () => {
    expect(intracomPrefix('gr')).toBe('EL');
    expect(intracomPrefix('FR')).toBe('FR');
  });
  it('is true for EU countries only', () => {
    expect(hasIntracomFormat('GR')).toBe(true);
    expect(hasIntracomFormat('fr')).toBe(true);
    expect(hasIntracomFormat('CH')).toBe(false);
    expect(hasIntracomFormat('GB')).toBe(false);
  });
});

describe('ZIntracom', () => {
  it('is optional and normalises', () => {
    expect(ZIntracom.parse('')).toBeNull();
    expect(ZIntracom.parse(null)).toBeNull();
    expect(ZIntracom.parse(undefined)).toBeNull();
    expect(ZIntracom.parse('be 0477.472.701')).toBe('BE0477472701');
  });
  it('answers INTRACOM_INVALID', () => {
    expect(ZIntracom.safeParse('FR123').error?.issues[0]?.message).toBe('INTRACOM_INVALID');
  });
});
