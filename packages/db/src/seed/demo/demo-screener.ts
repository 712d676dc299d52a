import { fileURLToPath } from 'node:url';
import type { VideoFacts } from '@shortlist/domain/media/video-facts';

/*
 * The demo screener (issue 31: "the screener in the player with subtitle tracks"): one small
 * H.264/AAC MP4 (a 30-second test pattern with a tone, made once with ffmpeg, see assets/README.md)
 * and its WebVTT subtitles in English and French, committed beside this file. Every demo entry's
 * film video points at it; the server copies the files into media storage at start when a row
 * names them and the storage has them not (`copy-demo-screeners.ts`), so `npm start` needs
 * nothing but Node and the signed playback URL of a demo entry plays.
 */

/** The shared screener: the films of accounts nobody signs in to, so nobody replaces their video. */
export const DEMO_SCREENER_KEY = 'demo/demo-screener.mp4';

/** The subtitle tracks, by language id (English 6, French 13), shared by every demo video. */
export const DEMO_SUBTITLE_KEYS: Readonly<Record<number, string>> = {
  6: 'demo/demo-screener.en.vtt',
  13: 'demo/demo-screener.fr.vtt',
};

/**
 * The video of a film the demo filmmaker owns: a copy under the film's own folder, since its owner
 * may replace it (the upload then removes the previous file) or delete the film (its folder goes).
 */
export function ownDemoScreenerKey(IdFilm: number): string {
  return `films/${IdFilm}/videos/film-demo-screener.mp4`;
}

const OWN_SCREENER = /^films\/\d{1,9}\/videos\/film-demo-screener\.mp4$/;

const ASSETS = {
  video: new URL('./assets/demo-screener.mp4', import.meta.url),
  en: new URL('./assets/demo-screener.en.vtt', import.meta.url),
  fr: new URL('./assets/demo-screener.fr.vtt', import.meta.url),
} as const;

/** The committed file a demo storage key stands for, or undefined for any other key. */
export function demoScreenerAsset(key: string): string | undefined {
  if (key === DEMO_SCREENER_KEY || OWN_SCREENER.test(key)) return fileURLToPath(ASSETS.video);
  if (key === DEMO_SUBTITLE_KEYS[6]) return fileURLToPath(ASSETS.en);
  if (key === DEMO_SUBTITLE_KEYS[13]) return fileURLToPath(ASSETS.fr);
  return undefined;
}

/** The screener's size in bytes (`film_video.Poids`); a test compares it with the file. */
export const DEMO_SCREENER_BYTES = 241_427;

/** What ffprobe reads in it (the technical check's facts); a test compares them with the file. */
export const DEMO_SCREENER_FACTS: VideoFacts = {
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  videoCodec: 'h264',
  videoProfile: 'Main',
  width: 640,
  height: 360,
  fps: 24,
  durationSeconds: 30,
  bitRate: 64_380,
  audioCodec: 'aac',
  audioProfile: 'LC',
  audioBitRate: 21_256,
  sampleRate: 48_000,
};
