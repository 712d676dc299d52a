import type { Film } from '@shortlist/domain/films/api-contracts';

/**
 * SLOT for the screener and trailer upload (issue 12 keeps its place; the media helper builds
 * it): the media tab renders this first. Replace the body with the video part; nothing else of
 * the tab depends on it.
 */
export function VideoSlot(_props: { film: Film }) {
  return <div data-slot="film-videos" />;
}
