import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { FilmMediaBlock } from '../shared/ui/film-media-slot.ts';

// The video uploader (tus-js-client and its helpers) is only for the film record's media tab:
// loaded when that tab shows, never with a public page.
const FilmVideoPanel = lazy(() =>
  import('../features/film-video/index.ts').then((module) => ({ default: module.FilmVideoPanel })),
);

const FilmVideoBlock: FilmMediaBlock = ({ filmId }) => (
  <Suspense fallback={<Loader size="sm" />}>
    <FilmVideoPanel filmId={filmId} />
  </Suspense>
);

/** Blocks of other features the film record's media tab shows (features never import each other). */
export const FILM_MEDIA_BLOCKS: readonly FilmMediaBlock[] = [FilmVideoBlock];
