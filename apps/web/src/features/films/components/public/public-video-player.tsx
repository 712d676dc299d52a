import { Alert, Button } from '@mantine/core';
import type { VideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { useEffect, useState } from 'react';
import { useDictionary } from '../../../../shared/dictionaries/api/get-dictionary.ts';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { getPublicPlaybackUrl } from '../../api/get-public-playback-url.ts';

/**
 * The browser's player for a video of the public film page, loaded only once the visitor pressed
 * play: it asks for the signed URL then streams it (range requests) with the subtitle tracks and
 * the poster frame, in the box the poster button held (no layout shift).
 */
export default function PublicVideoPlayer(props: {
  filmKey: string;
  type: VideoType;
  poster: string | null;
  aspectRatio: string;
  /** Back to the poster button, whose press asks again. */
  onFailure(): void;
}) {
  const { t } = useTranslation('films');
  const [answer, setAnswer] = useState<VideoPlaybackUrl | 'failed' | null>(null);
  const langues = useDictionary('langue');
  const names = new Map((langues.data ?? []).map((l) => [l.Id, l]));

  useEffect(() => {
    let live = true;
    getPublicPlaybackUrl(props.filmKey, props.type).then(
      (url) => live && setAnswer(url),
      () => live && setAnswer('failed'),
    );
    return () => {
      live = false;
    };
  }, [props.filmKey, props.type]);

  const label = t(`public.player.${props.type}`);
  if (answer === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('public.playError')}>
        <Button mt="sm" variant="default" onClick={props.onFailure}>
          {t('public.playAgain')}
        </Button>
      </Alert>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the film's subtitle tracks are its captions; a film without any has none to give.
    <video
      src={answer?.url}
      poster={answer?.poster ?? props.poster ?? undefined}
      controls
      autoPlay
      playsInline
      preload="metadata"
      aria-label={label}
      aria-busy={answer === null}
      data-testid={`public-video-${props.type}`}
      className="film-video"
      style={{ aspectRatio: props.aspectRatio }}
    >
      {answer?.tracks.map((track, index) => (
        <track
          key={track.IdLangue}
          kind="subtitles"
          src={track.url}
          srcLang={names.get(track.IdLangue)?.Iso2.toLowerCase()}
          label={names.get(track.IdLangue)?.Libelle ?? String(track.IdLangue)}
          default={index === 0}
        />
      ))}
    </video>
  );
}
