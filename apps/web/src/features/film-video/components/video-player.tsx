import { Button } from '@mantine/core';
import type { VideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { useState } from 'react';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { getPlaybackUrl } from '../api/get-playback-url.ts';

/**
 * The HTML5 player of a film video or trailer. It asks for a short-lived signed URL only when
 * the owner presses play (the URL expires, so it is never fetched ahead), then streams with
 * range requests.
 */
export function VideoPlayer(props: { filmId: number; type: VideoType; version: string }) {
  const { t } = useTranslation('videos');
  const [url, setUrl] = useState<{
    src: string;
    version: string;
    poster: string | null;
    tracks: VideoPlaybackUrl['tracks'];
  } | null>(null);
  const langues = useDictionary('langue');
  const names = new Map((langues.data ?? []).map((l) => [l.Id, l]));
  const typeLabel = t(`types.${props.type}`);
  if (!url || url.version !== props.version) {
    return (
      <Button
        variant="light"
        onClick={async () => {
          const answer = await getPlaybackUrl(props.filmId, props.type);
          setUrl({ src: answer.url, version: props.version, poster: answer.poster, tracks: answer.tracks });
        }}
      >
        {t('play', { type: typeLabel })}
      </Button>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the film's subtitle tracks are its captions; a film without any has none to give.
    <video
      src={url.src}
      poster={url.poster ?? undefined}
      controls
      autoPlay
      preload="metadata"
      aria-label={t('player', { type: typeLabel })}
      style={{ width: '100%', maxHeight: '60vh', background: '#000' }}
    >
      {url.tracks.map((track, index) => (
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
