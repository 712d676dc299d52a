import { fieldErrors } from '@shortlist/domain/field-errors';
import { describe, expect, it } from 'vitest';
import {
  parseVimeoReference,
  parseVimeoUrl,
  readVimeoReturnHash,
  vimeoPageUrl,
  vimeoPlayerUrl,
  vimeoReference,
  vimeoTokenSeconds,
  ZVimeoReferenceRequest,
  ZVimeoTokenRequest,
} from './vimeo.ts';

const codes = (value: unknown) => {
  const parsed = ZVimeoReferenceRequest.safeParse(value);
  return parsed.success ? [] : fieldErrors(parsed.error).map((f) => `${f.path}:${f.code}`);
};

describe('Vimeo references', () => {
  it('reads the page and player URLs, with or without the hash', () => {
    expect(parseVimeoUrl('https://vimeo.com/76979871')).toEqual({ id: '76979871', hash: null });
    expect(parseVimeoUrl('https://vimeo.com/76979871/a1b2c3d4e5')).toEqual({
      id: '76979871',
      hash: 'a1b2c3d4e5',
    });
    expect(parseVimeoUrl('https://www.vimeo.com/76979871?h=a1b2c3d4e5')).toEqual({
      id: '76979871',
      hash: 'a1b2c3d4e5',
    });
    expect(parseVimeoUrl('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&title=0')).toEqual({
      id: '76979871',
      hash: 'a1b2c3d4e5',
    });
  });

  it('refuses what is not a Vimeo video URL', () => {
    for (const url of [
      'http://vimeo.com/76979871',
      'https://vimeo.com.evil.org/76979871',
      'https://evil.org/vimeo.com/76979871',
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/76979871/<script>',
      'https://user:pw@vimeo.com/76979871',
      'https://vimeo.com:8443/76979871',
      'https://player.vimeo.com/76979871',
      'javascript:alert(1)',
      'vimeo.com/76979871',
    ]) {
      expect(parseVimeoUrl(url), url).toBeNull();
    }
  });

  it('builds the canonical page, the player URL and the stored reference', () => {
    const video = { id: '42', hash: 'abcdef12' };
    expect(vimeoPageUrl(video)).toBe('https://vimeo.com/42/abcdef12');
    expect(vimeoPlayerUrl(video)).toBe('https://player.vimeo.com/video/42?h=abcdef12');
    expect(vimeoPlayerUrl({ id: '42', hash: null })).toBe('https://player.vimeo.com/video/42');
    expect(parseVimeoReference(vimeoReference(video))).toEqual(video);
    expect(parseVimeoReference('42')).toEqual({ id: '42', hash: null });
    expect(parseVimeoReference('x:1')).toBeNull();
  });

  it('requires the URL and the password, with clear codes', () => {
    expect(codes({ url: 'https://vimeo.com/42', password: 'secret' })).toEqual([]);
    expect(codes({ url: '', password: '' })).toEqual([
      'url:VIMEO_URL_REQUIRED',
      'password:VIMEO_PASSWORD_REQUIRED',
    ]);
    expect(codes({ url: 'https://youtube.com/watch?v=1', password: '   ' })).toEqual([
      'url:VIMEO_URL_INVALID',
      'password:VIMEO_PASSWORD_REQUIRED',
    ]);
    expect(codes({ url: `https://vimeo.com/42?x=${'a'.repeat(300)}`, password: 'p'.repeat(101) })).toEqual([
      'url:VIMEO_URL_TOO_LONG',
      'password:VIMEO_PASSWORD_TOO_LONG',
    ]);
  });
});

describe('the Vimeo authorisation return', () => {
  it('reads the returned hash and the state (film and language)', () => {
    const read = readVimeoReturnHash(
      '#access_token=abc123def456&token_type=bearer&expires_in=86400&state=42-fr',
    );
    expect(read).toEqual({ accessToken: 'abc123def456', expiresIn: '86400', state: '42-fr' });
    expect(ZVimeoTokenRequest.parse(read)).toEqual({
      accessToken: 'abc123def456',
      expiresIn: 86400,
      state: { filmId: 42, language: 'fr' },
    });
  });

  it('refuses a state that names no film or an unknown language, and a strange token', () => {
    const base = { accessToken: 'abc123def456', expiresIn: 60 };
    for (const state of ['', '0-en', 'x-en', '42-xx', '42', '42-en-1', '99999999999-en']) {
      expect(ZVimeoTokenRequest.safeParse({ ...base, state }).success, state).toBe(false);
    }
    expect(ZVimeoTokenRequest.safeParse({ ...base, accessToken: 'a b<c>', state: '1-en' }).success).toBe(
      false,
    );
  });

  it('keeps a token at most one hour', () => {
    expect(vimeoTokenSeconds(86400)).toBe(3600);
    expect(vimeoTokenSeconds(120)).toBe(120);
  });
});
