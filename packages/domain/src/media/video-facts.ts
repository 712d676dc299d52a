import { z } from 'zod';

/**
 * What the technical check (ffprobe) found in a video, and the warnings against the encoding
 * recommended by spec §9 (H.264, ProRes 422 HQ, H.265; 23.98 to 60 fps; AAC-LC 320 kb/s
 * 48 kHz) and against the film's declared duration. Warnings never refuse a file: a festival
 * may still take it; they tell the filmmaker what to fix.
 */
export const ZVideoFacts = z.object({
  container: z.string().nullable(),
  videoCodec: z.string().nullable(),
  /** ffprobe's profile, e.g. `HQ` for ProRes 422 HQ, `LC` for AAC-LC. */
  videoProfile: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  fps: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  bitRate: z.number().int().nullable(),
  audioCodec: z.string().nullable(),
  audioProfile: z.string().nullable(),
  audioBitRate: z.number().int().nullable(),
  sampleRate: z.number().int().nullable(),
});
export type VideoFacts = z.infer<typeof ZVideoFacts>;

export const VIDEO_WARNING_CODES = [
  'VIDEO_CODEC',
  'VIDEO_FPS',
  'VIDEO_NO_AUDIO',
  'VIDEO_AUDIO_CODEC',
  'VIDEO_AUDIO_BITRATE',
  'VIDEO_SAMPLE_RATE',
  'VIDEO_DURATION_MISMATCH',
] as const;
export type VideoWarningCode = (typeof VIDEO_WARNING_CODES)[number];

/** A warning and the facts its sentence needs (`videos:warnings.<code>` in the catalogues). */
export type VideoWarning = { code: VideoWarningCode; values: Record<string, string | number> };
export const ZVideoWarning = z.object({
  code: z.enum(VIDEO_WARNING_CODES),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** Spec §9's recommendations, kept as data so configuration could change them. */
export const VIDEO_RECOMMENDATIONS = {
  /** ffprobe codec names: H.264, ProRes (422 HQ checked by profile), H.265. */
  videoCodecs: ['h264', 'prores', 'hevc'],
  proresProfile: 'HQ',
  fpsMin: 23.976,
  fpsMax: 60,
  audioCodec: 'aac',
  audioProfile: 'LC',
  audioBitRate: 320_000,
  sampleRate: 48_000,
  /** How far the file may differ from the declared duration before we say so. */
  durationToleranceSeconds: 5,
} as const;

/** Frame rates are rounded to 2 decimals (23.976 shows as 23.98, as the spec writes it). */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Every warning of spec §9 the facts break, in a stable order. */
export function videoWarnings(facts: VideoFacts, declaredDurationSeconds: number | null): VideoWarning[] {
  const r = VIDEO_RECOMMENDATIONS;
  const warnings: VideoWarning[] = [];
  const codec = facts.videoCodec ?? '';
  const proresNotHq = codec === 'prores' && (facts.videoProfile ?? '') !== r.proresProfile;
  if (!(r.videoCodecs as readonly string[]).includes(codec) || proresNotHq) {
    warnings.push({
      code: 'VIDEO_CODEC',
      values: {
        codec: facts.videoProfile && codec === 'prores' ? `prores ${facts.videoProfile}` : codec || '?',
      },
    });
  }
  if (facts.fps !== null && (round2(facts.fps) < round2(r.fpsMin) || facts.fps > r.fpsMax)) {
    warnings.push({ code: 'VIDEO_FPS', values: { fps: round2(facts.fps) } });
  }
  if (!facts.audioCodec) warnings.push({ code: 'VIDEO_NO_AUDIO', values: {} });
  else {
    if (
      facts.audioCodec !== r.audioCodec ||
      (facts.audioProfile !== null && facts.audioProfile !== r.audioProfile)
    ) {
      warnings.push({
        code: 'VIDEO_AUDIO_CODEC',
        values: { codec: [facts.audioCodec, facts.audioProfile].filter(Boolean).join(' ') },
      });
    }
    if (facts.audioBitRate !== null && facts.audioBitRate < r.audioBitRate * 0.95) {
      warnings.push({ code: 'VIDEO_AUDIO_BITRATE', values: { kbps: Math.round(facts.audioBitRate / 1000) } });
    }
    if (facts.sampleRate !== null && facts.sampleRate !== r.sampleRate) {
      warnings.push({ code: 'VIDEO_SAMPLE_RATE', values: { hz: facts.sampleRate } });
    }
  }
  if (
    declaredDurationSeconds !== null &&
    facts.durationSeconds !== null &&
    Math.abs(facts.durationSeconds - declaredDurationSeconds) > r.durationToleranceSeconds
  ) {
    warnings.push({
      code: 'VIDEO_DURATION_MISMATCH',
      values: { file: Math.round(facts.durationSeconds), declared: declaredDurationSeconds },
    });
  }
  return warnings;
}
