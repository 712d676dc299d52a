import { describe, expect, it } from 'vitest';
import { formatBitRate, formatFileSize } from './file-size.ts';

describe('file sizes', () => {
  it('uses the unit that fits, kB under a megabyte', () => {
    expect(formatFileSize(40 * 1024, 'en')).toBe('40 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatFileSize(900, 'en')).toBe('900 byte');
  });

  it("speaks the page's language", () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'fr')).toMatch(/^1,5[\u00a0\u202f]Mo$/);
    expect(formatFileSize(40 * 1024, 'fr')).toMatch(/^40[\u00a0\u202f]ko$/);
  });

  it('writes bit rates in kilobits per second', () => {
    expect(formatBitRate(5_234_600, 'en')).toBe('5,235 kb/s');
    expect(formatBitRate(320_000, 'en')).toBe('320 kb/s');
    expect(formatBitRate(320_000, 'fr')).toMatch(/^320[\u00a0\u202f]kbit\/s$/);
  });
});
