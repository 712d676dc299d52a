import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, photoDimensionsProblem } from './photo-dimensions.ts';

describe('photo dimensions (issue 29)', () => {
  it('accepts an 8K frame, a 36 MP still and a side of exactly 16,383 px', () => {
    expect(photoDimensionsProblem(7680, 4320)).toBeNull();
    expect(photoDimensionsProblem(7360, 4912)).toBeNull();
    expect(photoDimensionsProblem(PHOTO_MAX_SIDE, 10)).toBeNull();
    expect(photoDimensionsProblem(10, PHOTO_MAX_SIDE)).toBeNull();
  });

  it('refuses a side over WebP limit, whatever the pixels', () => {
    expect(photoDimensionsProblem(17_000, 10)).toBe('side');
    expect(photoDimensionsProblem(10, PHOTO_MAX_SIDE + 1)).toBe('side');
  });

  it('refuses more than 40 megapixels, 7000 x 7000 among them', () => {
    expect(photoDimensionsProblem(7000, 7000)).toBe('pixels');
    expect(photoDimensionsProblem(8000, 5001)).toBe('pixels');
    expect(photoDimensionsProblem(8000, 5000)).toBeNull();
    expect(PHOTO_MAX_PIXELS).toBe(8000 * 5000);
  });
});
