import { Box, Stack, Title, UnstyledButton } from '@mantine/core';
import type { PublicFilm, PublicVideo } from '@shortlist/domain/films/api-contracts';
import { publicFilmKey } from '@shortlist/i18n/film-head';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { OutlineIcon } from '../../../../shared/ui/outline-icon.tsx';

/** The player and its signed URL's schema load on the first press: the page's script stays light. */
const PublicVideoPlayer = lazy(() => import('./public-video-player.tsx'));

/** The video's own shape when the check measured it, else the usual 16:9. */
const aspectRatioOf = (video: PublicVideo) =>
  video.width && video.height ? `${video.width} / ${video.height}` : '16 / 9';

/**
 * The trailer (and the film, with full sharing) of the public film page (spec §4, issue 32): each
 * first a button over its poster frame, server-rendered in the box the player then takes.
 */
export function FilmVideos({ film }: { film: PublicFilm }) {
  const { t } = useTranslation('films');
  if (film.videos.length === 0) return null;
  return (
    <section aria-labelledby="film-videos">
      <Title order={2} size="h3" id="film-videos" mb="xs">
        {t('public.videos')}
      </Title>
      <Stack gap="md">
        {film.videos.map((video) => (
          <FilmVideo key={video.type} filmKey={publicFilmKey(film)} video={video} />
        ))}
      </Stack>
    </section>
  );
}

function FilmVideo({ filmKey, video }: { filmKey: string; video: PublicVideo }) {
  const { t } = useTranslation('films');
  const [playing, setPlaying] = useState(false);
  const aspectRatio = aspectRatioOf(video);
  const button = (
    <UnstyledButton
      onClick={() => setPlaying(true)}
      style={{ position: 'relative', display: 'block', width: '100%', aspectRatio, background: '#000' }}
    >
      {video.poster && (
        <img
          src={video.poster}
          alt=""
          loading="lazy"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
      <Box
        component="span"
        style={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          transform: 'translate(-50%, -50%)',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          padding: '10px 18px',
          borderRadius: 999,
          background: 'rgba(0, 0, 0, 0.72)',
          color: '#fff',
          fontWeight: 700,
          whiteSpace: 'nowrap',
        }}
      >
        <OutlineIcon size={20} fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </OutlineIcon>
        {t(`public.play.${video.type}`)}
      </Box>
    </UnstyledButton>
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
