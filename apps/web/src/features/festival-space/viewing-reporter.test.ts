import type { ViewingReport } from '@shortlist/domain/festival-space/viewing-contracts';
import { VIEWING_REPORT_SECONDS } from '@shortlist/domain/festival-space/viewing-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachViewingReporter } from './viewing-reporter.ts';

/** A `<video>` whose position and length the test sets (jsdom plays nothing). */
function fakeVideo(duration = Number.NaN) {
  const video = document.createElement('video');
  const state = { currentTime: 0, duration };
  Object.defineProperty(video, 'currentTime', { get: () => state.currentTime, configurable: true });
  Object.defineProperty(video, 'duration', { get: () => state.duration, configurable: true });
  document.body.append(video);
  return { video, state };
}

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the viewing reporter', () => {
  let sent: Array<{ report: ViewingReport; keepalive: boolean }>;
  const send = (report: ViewingReport, options: { keepalive: boolean }) =>
    sent.push({ report, keepalive: options.keepalive });

  beforeEach(() => {
    sent = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
    document.body.innerHTML = '';
  });

  it(`reports at play, every ${VIEWING_REPORT_SECONDS} s while playing, and at pause and end`, () => {
    const { video, state } = fakeVideo(600);
    const stop = attachViewingReporter(video, { type: 'film', send });
    video.dispatchEvent(new Event('play'));
    expect(sent).toEqual([{ report: { TypeVideo: 'film', position: 0, duration: 600 }, keepalive: false }]);

    state.currentTime = 14;
    vi.advanceTimersByTime(VIEWING_REPORT_SECONDS * 1000 - 1000);
    expect(sent).toHaveLength(1);
    state.currentTime = 15;
    vi.advanceTimersByTime(1000);
    expect(sent.at(-1)?.report.position).toBe(15);
    state.currentTime = 30;
    vi.advanceTimersByTime(VIEWING_REPORT_SECONDS * 1000);
    expect(sent.map((s) => s.report.position)).toEqual([0, 15, 30]);

    state.currentTime = 37.5;
    video.dispatchEvent(new Event('pause'));
    expect(sent.at(-1)).toEqual({
      report: { TypeVideo: 'film', position: 37.5, duration: 600 },
      keepalive: false,
    });
    // Paused: nothing more, however long.
    vi.advanceTimersByTime(10 * VIEWING_REPORT_SECONDS * 1000);
    expect(sent).toHaveLength(4);

    video.dispatchEvent(new Event('play'));
    state.currentTime = 600;
    video.dispatchEvent(new Event('ended'));
    expect(sent.at(-1)?.report.position).toBe(600);
    vi.advanceTimersByTime(VIEWING_REPORT_SECONDS * 1000);
    expect(sent.at(-1)?.report.position).toBe(600);
    stop();
  });

  it('reports with keepalive when the page is hidden or left, and not the same position twice', () => {
    const { video, state } = fakeVideo(300);
    const stop = attachViewingReporter(video, { type: 'trailer', send });
    video.dispatchEvent(new Event('play'));
    state.currentTime = 42;
    setVisibility('hidden');
    expect(sent.at(-1)).toEqual({
      report: { TypeVideo: 'trailer', position: 42, duration: 300 },
      keepalive: true,
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    state.currentTime = 50;
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.at(-1)).toEqual({
      report: { TypeVideo: 'trailer', position: 50, duration: 300 },
      keepalive: true,
    });
    stop();
  });

  it('says nothing until the video knows its length, and stops (with a last report) when detached', () => {
    const { video, state } = fakeVideo();
    const stop = attachViewingReporter(video, { type: 'film', send });
    video.dispatchEvent(new Event('play'));
    vi.advanceTimersByTime(VIEWING_REPORT_SECONDS * 1000);
    expect(sent).toEqual([]);
    state.duration = 120;
    state.currentTime = 20;
    vi.advanceTimersByTime(VIEWING_REPORT_SECONDS * 1000);
    expect(sent).toHaveLength(1);
    state.currentTime = 33;
    stop();
    expect(sent.at(-1)).toEqual({
      report: { TypeVideo: 'film', position: 33, duration: 120 },
      keepalive: true,
    });
    vi.advanceTimersByTime(5 * VIEWING_REPORT_SECONDS * 1000);
    video.dispatchEvent(new Event('pause'));
    expect(sent).toHaveLength(2);
  });
});
