import { ZVideoImportRequest } from '@shortlist/domain/media/video-links';
import { describe, expect, it } from 'vitest';
import { directLinkOf } from './direct-link.ts';

describe('video import links', () => {
  it('turns Dropbox and Google Drive share links into download links', () => {
    expect(directLinkOf('https://www.dropbox.com/s/abc123/film.mp4?dl=0')).toEqual({
      url: 'https://www.dropbox.com/s/abc123/film.mp4?dl=1',
      source: 'dropbox',
    });
    expect(directLinkOf('https://drive.google.com/file/d/1AbC-xyz_9/view?usp=sharing')).toEqual({
      url: 'https://drive.google.com/uc?export=download&id=1AbC-xyz_9',
      source: 'google',
    });
    expect(directLinkOf('https://cdn.example.org/film.mp4')).toEqual({
      url: 'https://cdn.example.org/film.mp4',
      source: 'link',
    });
  });

  it('takes http(s) links of at most 1500 characters', () => {
    expect(ZVideoImportRequest.safeParse({ url: 'https://example.org/a.mp4', type: 'film' }).success).toBe(
      true,
    );
    expect(
      ZVideoImportRequest.safeParse({ url: `https://example.org/${'a'.repeat(1500)}`, type: 'film' }).success,
    ).toBe(false);
    expect(ZVideoImportRequest.safeParse({ url: 'file:///etc/passwd', type: 'film' }).success).toBe(false);
    expect(ZVideoImportRequest.safeParse({ url: 'ftp://example.org/a.mp4', type: 'trailer' }).success).toBe(
      false,
    );
  });
});
