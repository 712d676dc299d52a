import { describe, expect, it } from 'vitest';
import {
  checkIntracomFormat,
  hasIntracomFormat,
  INTRACOM_PREFIXES,
  intracomPrefix,
  ZIntracom,
} from './intracom-rules.ts';

// Numbers the validator (jsvat) takes, and malformed ones or ones whose check digits are wrong,
// per member state. Since every state's check digits are checked now, the "right shape, wrong
// digits" numbers our own formats took (ATU12345678, DE000000020...) are refused.
const EXAMPLES: [prefix: string, valid: string[], invalid: string[]][] = [
  ['AT', ['ATU13585627', 'ATU12345675'], ['AT12345678', 'ATU1234567', 'ATU12345678']],
  ['BE', ['BE0477472701', 'BE0403170701'], ['BE2477472701', 'BE047747270', 'BE0477472702']],
  ['BG', ['BG123456786', 'BG1234567892'], ['BG12345678', 'BG12345678901', 'BG123456789']],
  ['CY', ['CY10000314J'], ['CY123456789', 'CY1234567X', 'CY12345678X']],
  ['CZ', ['CZ12345679', 'CZ699001236', 'CZ8306095182'], ['CZ1234567', 'CZ12345678901', 'CZ699001237']],
  ['DE', ['DE136695976', 'DE811569869'], ['DE13669597', 'DE136695978', 'DE000000020']],
  ['DK', ['DK12345674'], ['DK1234567', 'DK123456789', 'DK12345678']],
  ['EE', ['EE100931558'], ['EE10093155', 'EE1009315581']],
  ['EL', ['EL094259216', 'EL123456783'], ['EL12345678', 'EL12345678A', 'EL123456789']],
  [
    'ES',
    ['ESA12345674', 'ESX1234567L', 'ES12345678Z', 'ESB12345674'],
    ['ES123456789', 'ESA1234567', 'ES1234567ZZ'],
  ],
  ['FI', ['FI12345671'], ['FI1234567', 'FI123456789', 'FI12345678']],
  ['FR', ['FR40303265045', 'FRK7399859412'], ['FR41303265045', 'FR4030326504', 'FRIO303265045']],
  ['HR', ['HR12345678903'], ['HR1234567890', 'HR12345678901']],
  ['HU', ['HU12345676'], ['HU1234567', 'HU123456789', 'HU12345678']],
  [
    'IE',
    ['IE1234567T', 'IE8Z49289F', 'IE2984579BH'],
    ['IE123456T', 'IE1234567X', 'IE1234567TZ', 'IE8Z49289A'],
  ],
  ['IT', ['IT00743110157', 'IT12345678887'], ['IT00743110158', 'IT0074311015']],
  ['LT', ['LT123456715', 'LT123456789011'], ['LT1234567890', 'LT12345678', 'LT123456789']],
  ['LU', ['LU12345613'], ['LU1234567', 'LU12345678']],
  ['LV', ['LV40003009497'], ['LV1234567890', 'LV90001234567']],
  ['MT', ['MT12345634'], ['MT1234567', 'MT12345678']],
  ['NL', ['NL004495445B01', 'NL000099998B57'], ['NL004495446B01', 'NL123456789B01', 'NL004495445A01']],
  ['PL', ['PL1234567890'], ['PL123456789', 'PL1234567891']],
  ['PT', ['PT123456789'], ['PT12345678', 'PT123456788']],
  ['RO', ['RO19', 'RO1234567897'], ['RO1', 'RO12345678901', 'RO0123456', 'RO18']],
  ['SE', ['SE123456789701'], ['SE123456789702', 'SE1234567890', 'SE123456789001']],
  ['SI', ['SI12345679'], ['SI1234567', 'SI12345678']],
  ['SK', ['SK1234567895'], ['SK123456789', 'SK1234567890']],
];

describe('checkIntracomFormat', () => {
  it('knows the 27 member states (and Northern Ireland)', () => {
    expect(EXAMPLES).toHaveLength(27);
    expect([...INTRACOM_PREFIXES].sort()).toEqual([...EXAMPLES.map(([p]) => p), 'XI'].sort());
  });

  it('refuses a German number whose first seven digits are zero (never issued)', () => {
    expect(checkIntracomFormat('DE000000020')).toEqual({
      valid: false,
      countryCode: 'DE',
      normalized: 'DE000000020',
    });
    expect(checkIntracomFormat('000000020', 'DE').valid).toBe(false);
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
    expect(checkIntracomFormat('GR123456783')).toEqual({
      valid: true,
      countryCode: 'EL',
      normalized: 'EL123456783',
    });
  });

  it('takes the national part alone when the country is given', () => {
    expect(checkIntracomFormat('40303265045', 'FR')).toEqual({
      valid: true,
      countryCode: 'FR',
      normalized: 'FR40303265045',
    });
    expect(checkIntracomFormat('123456783', 'GR')).toMatchObject({ valid: true, normalized: 'EL123456783' });
    expect(checkIntracomFormat('U12345675', 'at')).toMatchObject({ valid: true, normalized: 'ATU12345675' });
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
    expect(checkIntracomFormat('XI123456782').valid).toBe(true);
    expect(checkIntracomFormat('XI123456789').valid).toBe(false);
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
