import { describe, expect, it } from 'vitest';
import { ZIsoDay } from './days.ts';
import { ID_MAX, ZId, ZIdParam, zIdOf } from './ids.ts';
import { isPlainText, ZPlainText, zPlainText } from './text.ts';

describe('ids', () => {
  it('take positive integers up to the int4 maximum', () => {
    expect([1, ID_MAX].map((id) => ZId.safeParse(id).success)).toEqual([true, true]);
    for (const id of [0, -1, ID_MAX + 1, 1e20, 1.5, Number.NaN, '1']) {
      expect(ZId.safeParse(id).success, String(id)).toBe(false);
    }
  });

  it('read path parameters from text', () => {
    expect(ZIdParam.parse('12')).toBe(12);
    for (const id of ['0', '-1', '2147483648', '1e20', 'abc', '', '1.5']) {
      expect(ZIdParam.safeParse(id).success, id).toBe(false);
    }
  });

  it('report every failure of a chosen id with the given code', () => {
    for (const id of [0, 2 ** 31, 'x']) {
      expect(zIdOf('COUNTRY_REQUIRED').safeParse(id).error?.issues[0]?.message).toBe('COUNTRY_REQUIRED');
    }
  });
});

describe('plain text', () => {
  it('refuses control characters and lone surrogates', () => {
    for (const text of ['a\u0000b', 'a\u0007', 'a\u007f', 'a\u0085', 'a\uD800', '\uDC00b', 'a\nb', 'a\tb']) {
      expect(isPlainText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('takes any script, emoji (surrogate pairs) and, for free texts, line breaks and tabs', () => {
    for (const text of ['Zoë D’Éon', '東京', 'Ada 🎬', '']) expect(isPlainText(text), text).toBe(true);
    expect(isPlainText('line 1\r\nline\t2', { multiline: true })).toBe(true);
    expect(isPlainText('a\u0000', { multiline: true })).toBe(false);
  });

  it('stops at the first refusal with the code INVALID, before length rules', () => {
    const result = zPlainText().max(3, 'TOO_LONG').safeParse('abcdef\u0000');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['INVALID']);
    expect(ZPlainText.safeParse(12).success).toBe(false);
  });
});

describe('days', () => {
  it('take real dates of the years 1900 to 2200', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2200-12-31'])
      expect(ZIsoDay.safeParse(day).success).toBe(true);
    for (const day of [
      '0000-01-01',
      '1899-12-31',
      '2201-01-01',
      '9999-12-31',
      '-271821-04-19',
      '2023-02-29',
    ]) {
      expect(ZIsoDay.safeParse(day).success, day).toBe(false);
    }
  });
});
