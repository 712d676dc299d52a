import type { ViewingReport } from '@shortlist/domain/festival-space/viewing-contracts';
import { VIEWING_REPORT_SECONDS } from '@shortlist/domain/festival-space/viewing-rules';
import type { VideoType } from '@shortlist/domain/media/video-rules';

/** Sends one report; `keepalive` when the page is being hidden or left. Failures are the sender's. */
export type ViewingSender = (report: ViewingReport, options: { keepalive: boolean }) => void;

/**
 * The viewing receipt's reports (issue 31; docs/decisions.md "Viewing receipts"): while the screener
 * plays, its position every `VIEWING_REPORT_SECONDS`; and at once when it starts, pauses, ends,
 * or the page is hidden or left (then with `keepalive`, so the report outlives the page). The
 * same position is never reported twice in a row; a video whose length is not known yet
 * reports nothing. Returns the function that stops it (reporting the last position).
 */
export function attachViewingReporter(
  video: HTMLVideoElement,
  options: { type: VideoType; send: ViewingSender; intervalMs?: number },
): () => void {
  const intervalMs = options.intervalMs ?? VIEWING_REPORT_SECONDS * 1000;
  const view = video.ownerDocument.defaultView ?? window;
  let timer: ReturnType<typeof setInterval> | null = null;
  let last: { position: number; duration: number } | null = null;

  const report = (keepalive = false) => {
    const duration = video.duration;
    if (!(Number.isFinite(duration) && duration > 0)) return;
    const position = Math.min(Math.max(0, video.currentTime || 0), duration);
    if (last && last.position === position && last.duration === duration) return;
    last = { position, duration };
    options.send({ TypeVideo: options.type, position, duration }, { keepalive });
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const onPlay = () => {
    report();
    stop();
    timer = setInterval(() => report(), intervalMs);
  };
  const onPause = () => {
    stop();
    report();
  };
  const onHidden = () => {
    if (video.ownerDocument.visibilityState === 'hidden') report(true);
  };
  const onPageHide = () => report(true);

  video.addEventListener('play', onPlay);
  video.addEventListener('pause', onPause);
  video.addEventListener('ended', onPause);
  video.ownerDocument.addEventListener('visibilitychange', onHidden);
  view.addEventListener('pagehide', onPageHide);
  return () => {
    stop();
    video.removeEventListener('play', onPlay);
    video.removeEventListener('pause', onPause);
    video.removeEventListener('ended', onPause);
    video.ownerDocument.removeEventListener('visibilitychange', onHidden);
    view.removeEventListener('pagehide', onPageHide);
    // Leaving the entry (another page of the app): where the member stopped.
    report(true);
  };
}
