import { describe, expect, it } from 'vitest';
import { containerName } from './container-name.ts';

describe('container names', () => {
  it("names ffprobe's families by the file's extension", () => {
    expect(containerName('mov,mp4,m4a,3gp,3g2,mj2', 'film.mp4')).toBe('MP4');
    expect(containerName('mov,mp4,m4a,3gp,3g2,mj2', 'FILM.MOV')).toBe('QuickTime (MOV)');
    expect(containerName('mov,mp4,m4a,3gp,3g2,mj2', null)).toBe('MP4');
    expect(containerName('matroska,webm', 'a.webm')).toBe('WebM');
    expect(containerName('matroska,webm', 'a.mkv')).toBe('Matroska (MKV)');
  });

  it('names single formats, and says nothing without one', () => {
    expect(containerName('mpegts', 'a.ts')).toBe('MPEG-TS');
    expect(containerName('mxf', null)).toBe('MXF');
    expect(containerName('flv', null)).toBe('FLV');
    expect(containerName(null, 'a.mp4')).toBeNull();
  });
});
