import { Title } from '@mantine/core';
import type { PublicFilm, PublicVideo } from '@shortlist/domain/films/api-contracts';
import { publicFilmKey } from '@shortlist/i18n/film-head';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';

/** The player and its signed URL's schema load on the first press: the page's script stays light. */
const PublicVideoPlayer = lazy(() => import('./public-video-player.tsx'));

/**
 * The trailer (and the film, with full sharing) of the public film page (spec §4, issue 32): each
 * first a button over its poster frame, server-rendered in the box the player then takes, in the
 * video's own shape when the check measured it (else 16:9).
 */
export function FilmVideos({ film }: { film: PublicFilm }) {
  const { t } = useTranslation('films');
  if (film.videos.length === 0) return null;
  return (
    <section aria-labelledby="film-videos" className="film-videos">
      <Title order={2} size="h3" id="film-videos" mb="xs">
        {t('public.videos')}
      </Title>
      {film.videos.map((video) => (
        <FilmVideo key={video.type} filmKey={publicFilmKey(film)} video={video} />
      ))}
    </section>
  );
}

function FilmVideo({ filmKey, video }: { filmKey: string; video: PublicVideo }) {
  const { t } = useTranslation('films');
  const [playing, setPlaying] = useState(false);
  const aspectRatio = video.width && video.height ? `${video.width} / ${video.height}` : '16 / 9';
  const button = (
    <button
      type="button"
      className="film-video-poster"
      style={{ aspectRatio }}
      onClick={() => setPlaying(true)}
    >
      {video.poster && <img src={video.poster} alt="" loading="lazy" />}
      <span className="film-video-play">{t(`public.play.${video.type}`)}</span>
    </button>
  );
  if (!playing) return button;
  return (
    <Suspense fallback={button}>
      <PublicVideoPlayer
        filmKey={filmKey}
        type={video.type}
        poster={video.poster}
        aspectRatio={aspectRatio}
        onFailure={() => setPlaying(false)}
      />
    </Suspense>
  );
}
