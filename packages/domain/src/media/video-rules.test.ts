import { describe, expect, it } from 'vitest';
import { sniffVideoContainer, VIDEO_SNIFF_BYTES, videoMaxBytes } from './video-rules.ts';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const now = new Date('2026-05-10T12:00:00Z');

const bytes = (...parts: (string | number[])[]) => {
  const out = new Uint8Array(VIDEO_SNIFF_BYTES);
  let i = 0;
  for (const part of parts) {
    for (const b of typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part) out[i++] = b;
  }
  return out;
};

describe('video size limits (docs/decisions.md)', () => {
  it('allows a 4 GB film and a 500 MB trailer without a SuperStamp', () => {
    expect(videoMaxBytes({ type: 'film', superStampExpiry: null, now })).toBe(4 * GB);
    expect(videoMaxBytes({ type: 'trailer', superStampExpiry: null, now })).toBe(500 * MB);
  });
  it('allows 10 GB and 2 GB while the SuperStamp runs, and falls back once it ended', () => {
    const running = new Date('2026-06-01T00:00:00Z');
    expect(videoMaxBytes({ type: 'film', superStampExpiry: running, now })).toBe(10 * GB);
    expect(videoMaxBytes({ type: 'trailer', superStampExpiry: running, now })).toBe(2 * GB);
    const ended = new Date('2026-05-01T00:00:00Z');
    expect(videoMaxBytes({ type: 'film', superStampExpiry: ended, now })).toBe(4 * GB);
  });
});

describe('video containers from the first bytes', () => {
  it('recognises MP4, QuickTime, Matroska, WebM, AVI, MPEG-TS and MXF', () => {
    expect(sniffVideoContainer(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('mp4');
    expect(sniffVideoContainer(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('mov');
    expect(sniffVideoContainer(bytes([0, 0, 0, 8], 'wide'))).toBe('mov');
    expect(sniffVideoContainer(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBe(
      'matroska',
    );
    expect(sniffVideoContainer(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe('webm');
    expect(sniffVideoContainer(bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'))).toBe('avi');
    const ts = new Uint8Array(VIDEO_SNIFF_BYTES);
    ts[0] = 0x47;
    ts[188] = 0x47;
    ts[376] = 0x47;
    expect(sniffVideoContainer(ts)).toBe('mpeg-ts');
    expect(sniffVideoContainer(bytes([0x06, 0x0e, 0x2b, 0x34, 0x02, 0x05, 0x01, 0x01]))).toBe('mxf');
  });
  it('refuses a text file named .mp4, an AVIF image, a WAV file and nothing at all', () => {
    expect(sniffVideoContainer(bytes('This is not a video at all, only words.'))).toBeUndefined();
    expect(sniffVideoContainer(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBeUndefined();
    expect(sniffVideoContainer(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeUndefined();
    expect(sniffVideoContainer(new Uint8Array())).toBeUndefined();
  });
});
