import { describe, expect, it } from 'vitest';
import { type VideoFacts, videoWarnings } from './video-facts.ts';

const recommended: VideoFacts = {
  container: 'mp4',
  videoCodec: 'h264',
  videoProfile: 'High',
  width: 1920,
  height: 1080,
  fps: 24000 / 1001,
  durationSeconds: 600.2,
  bitRate: 12_000_000,
  audioCodec: 'aac',
  audioProfile: 'LC',
  audioBitRate: 320_000,
  sampleRate: 48_000,
};

describe('warnings against the recommended encoding (spec §9)', () => {
  it('has nothing to say about H.264, 23.98 fps, AAC-LC 320 kb/s 48 kHz of the declared length', () => {
    expect(videoWarnings(recommended, 600)).toEqual([]);
    expect(videoWarnings({ ...recommended, videoCodec: 'prores', videoProfile: 'HQ', fps: 60 }, 600)).toEqual(
      [],
    );
  });

  it('names every recommendation the file misses, with the facts to show', () => {
    const facts: VideoFacts = {
      ...recommended,
      videoCodec: 'mpeg4',
      fps: 15,
      audioCodec: 'mp3',
      audioProfile: null,
      audioBitRate: 128_000,
      sampleRate: 44_100,
      durationSeconds: 300,
    };
    expect(videoWarnings(facts, 600)).toEqual([
      { code: 'VIDEO_CODEC', values: { codec: 'mpeg4' } },
      { code: 'VIDEO_FPS', values: { fps: 15 } },
      { code: 'VIDEO_AUDIO_CODEC', values: { codec: 'mp3' } },
      { code: 'VIDEO_AUDIO_BITRATE', values: { kbps: 128 } },
      { code: 'VIDEO_SAMPLE_RATE', values: { hz: 44100 } },
      { code: 'VIDEO_DURATION_MISMATCH', values: { file: 300, declared: 600 } },
    ]);
  });

  it('warns about ProRes other than 422 HQ and about a silent file', () => {
    const codes = videoWarnings(
      { ...recommended, videoCodec: 'prores', videoProfile: 'Proxy', audioCodec: null },
      null,
    ).map((w) => w.code);
    expect(codes).toEqual(['VIDEO_CODEC', 'VIDEO_NO_AUDIO']);
  });
});
