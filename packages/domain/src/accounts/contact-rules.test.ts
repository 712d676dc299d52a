import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../field-errors.ts';
import {
  displayPhone,
  formatPhone,
  isSocialUrlOf,
  isValidPhone,
  isWebUrl,
  parsePhone,
  urlHost,
  ZContactRequest,
  ZTelephone,
  ZUrl,
} from './contact-rules.ts';

const firstCode = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues[0]?.message;

describe('formatPhone', () => {
  it.each([
    ['33', '6 12 34 56 78', '+33.612345678'],
    ['+33', '06.12.34.56.78', '+33.0612345678'],
    ['0044', '(20) 7946-0958', '+44.2079460958'],
    [' 1 ', '212/555 0100', '+1.2125550100'],
    ['39', '06 1234 5678', '+39.0612345678'],
  ])('(%j, %j) -> %j', (prefix, number, stored) => {
    expect(formatPhone(prefix, number)).toBe(stored);
  });

  it('gives null for an empty number', () => {
    expect(formatPhone('33', ' . - ')).toBeNull();
  });
});

describe('parsePhone', () => {
  it('splits the stored form', () => {
    expect(parsePhone('+33.612345678')).toEqual({ prefix: '33', number: '612345678' });
    expect(parsePhone(formatPhone('+1', '212 555 0100') ?? '')).toEqual({
      prefix: '1',
      number: '2125550100',
    });
  });

  it.each([
    '',
    '0612345678',
    '+33612345678',
    '+33 6 12 34 56 78',
    '33.612345678',
    '+0.612345',
    '+12345.6123456',
    '+33.12a4567',
  ])('gives null for %j', (stored) => {
    expect(parsePhone(stored)).toBeNull();
  });
});

describe('ZTelephone', () => {
  it('accepts the stored form with a country code', () => {
    expect(ZTelephone.parse('+33.612345678')).toBe('+33.612345678');
    expect(ZTelephone.parse('+1.2125550100')).toBe('+1.2125550100');
  });

  it.each([
    ['0612345678', 'PHONE_INVALID'],
    ['+33.123', 'PHONE_INVALID'],
    ['+33 612345678', 'PHONE_INVALID'],
    [`+33.${'1'.repeat(27)}`, 'TOO_LONG'],
    ['+123.1234567890123', 'PHONE_INVALID'],
  ])('%j -> %s', (value, code) => {
    expect(firstCode(ZTelephone, value)).toBe(code);
  });

  it('caps the digits at the E.164 15', () => {
    expect(isValidPhone('+33.1234567890123')).toBe(true);
    expect(isValidPhone('+33.12345678901234')).toBe(false);
  });
});

describe('ZUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#top',
    'www.example.com',
    'WWW.Example.COM/Films',
    'https://festival.example.co.uk:8443/en',
    'https://münchen.de',
  ])('accepts %j', (url) => {
    expect(ZUrl.parse(url)).toBe(url);
  });

  it.each([
    'example.com',
    'ftp://example.com',
    'https://exa mple.com',
    'https://',
    'www.',
    'https://localhost',
    'https://example',
    'https://-example.com',
    'http:/example.com',
  ])('refuses %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
    expect(firstCode(ZUrl, url)).toBe('URL_INVALID');
  });

  it('takes at most 255 characters', () => {
    const base = 'https://example.com/';
    expect(ZUrl.safeParse(base + 'a'.repeat(255 - base.length)).success).toBe(true);
    expect(firstCode(ZUrl, base + 'a'.repeat(256 - base.length))).toBe('TOO_LONG');
  });

  it('reads the host', () => {
    expect(urlHost('https://Fr.LinkedIn.com:443/in/jane')).toBe('fr.linkedin.com');
    expect(urlHost('www.instagram.com/jane')).toBe('instagram.com');
    expect(urlHost('instagram.com/jane')).toBeNull();
  });
});

describe('isSocialUrlOf', () => {
  it.each([
    ['linkedin', 'https://www.linkedin.com/in/jane'],
    ['linkedin', 'https://fr.linkedin.com/in/jane'],
    ['instagram', 'www.instagram.com/jane'],
    ['facebook', 'https://m.facebook.com/jane'],
    ['twitter', 'https://twitter.com/jane'],
    ['twitter', 'https://x.com/jane'],
    ['twitter', 'https://mobile.x.com/jane'],
  ] as const)('%s: accepts %j', (network, url) => {
    expect(isSocialUrlOf(network, url)).toBe(true);
  });

  it.each([
    ['linkedin', 'https://www.facebook.com/jane'],
    ['facebook', 'https://example.com/?from=facebook'],
    ['twitter', 'https://netflix.com/jane'],
    ['twitter', 'https://x.company.com/jane'],
    ['instagram', 'instagram.com/jane'],
  ] as const)('%s: refuses %j', (network, url) => {
    expect(isSocialUrlOf(network, url)).toBe(false);
  });
});

describe('ZContactRequest', () => {
  it('takes every field as optional', () => {
    const empty = {
      Telephone: null,
      Email: null,
      SiteWeb: null,
      UrlLinkedin: null,
      UrlInstagram: null,
      UrlFacebook: null,
      UrlTwitter: null,
    };
    expect(ZContactRequest.parse({})).toEqual(empty);
    expect(ZContactRequest.parse({ Telephone: '', Email: '  ', SiteWeb: null })).toEqual(empty);
  });

  it('keeps valid values, trimmed', () => {
    expect(
      ZContactRequest.parse({
        Telephone: '+33.612345678',
        Email: ' jane@example.com ',
        SiteWeb: 'www.jane.example.com',
        UrlLinkedin: 'https://www.linkedin.com/in/jane',
        UrlInstagram: 'https://instagram.com/jane',
        UrlFacebook: 'https://facebook.com/jane',
        UrlTwitter: 'https://x.com/jane',
      }),
    ).toMatchObject({ Email: 'jane@example.com', UrlTwitter: 'https://x.com/jane' });
  });

  it('reports the first failing rule of each field', () => {
    const result = ZContactRequest.safeParse({
      Telephone: '0612345678',
      Email: 'jane@',
      SiteWeb: 'example.com',
      UrlLinkedin: 'https://www.facebook.com/jane',
      UrlInstagram: 'instagram',
      UrlFacebook: `https://facebook.com/${'a'.repeat(240)}`,
      UrlTwitter: 42,
    });
    const codes = Object.fromEntries(fieldErrors(result.error?.issues ?? []).map((f) => [f.path, f.code]));
    expect(codes).toEqual({
      Telephone: 'PHONE_INVALID',
      Email: 'EMAIL_INVALID',
      SiteWeb: 'URL_INVALID',
      UrlLinkedin: 'SOCIAL_URL_WRONG_NETWORK',
      UrlInstagram: 'URL_INVALID',
      UrlFacebook: 'TOO_LONG',
      UrlTwitter: 'INVALID',
    });
  });

  it('takes an email of at most 255 characters', () => {
    const email = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 5)}.com`;
    expect(firstCode(ZContactRequest.shape.Email, email(256))).toBe('TOO_LONG');
  });
});

describe('displayPhone', () => {
  it('writes a stored telephone for people', () => {
    expect(displayPhone('+33.989141144')).toBe('+33 9 89 14 11 44');
    expect(displayPhone('+44.2079460000')).toBe('+44 207 946 0000');
    expect(displayPhone('+1.2125551234')).toBe('+1 212 555 1234');
    expect(displayPhone('not a phone')).toBe('not a phone');
  });
});
