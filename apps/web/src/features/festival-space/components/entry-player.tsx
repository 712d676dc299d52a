import { Alert, Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { EntryView } from '@shortlist/domain/festival-space/entry-contracts';
import type { VideoPlaybackUrl } from '@shortlist/domain/media/video-contracts';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { getEntryVideoUrl } from '../api/get-entry-video-url.ts';
import { reportViewing } from '../api/report-viewing.ts';
import { attachViewingReporter } from '../viewing-reporter.ts';

/** A signed URL is asked again this long before it expires, so playback never meets a dead link. */
const REFRESH_MARGIN_MS = 60_000;
/** Never sooner than this, whatever the URL's lifetime (a clock off by minutes must not loop). */
const REFRESH_MIN_MS = 10_000;

type EntryVideo = EntryView['videos'][number];

/**
 * The entry's screener and trailer (issue 31): one plays at a time, chosen by its button. A
 * stored video plays in the browser's player with its subtitle tracks, through URLs signed for
 * this member; a Vimeo reference plays in Vimeo's own player, where no viewing is recorded.
 */
export function EntryPlayer({ entry }: { entry: EntryView }) {
  const { t } = useTranslation('festivalSpace');
  const videos = [...entry.videos].sort((a, b) =>
    a.TypeVideo === 'film' ? -1 : b.TypeVideo === 'film' ? 1 : 0,
  );
  const [chosen, setChosen] = useState<VideoType | null>(null);
  const shown = videos.find((video) => video.TypeVideo === chosen) ?? null;
  if (videos.length === 0) return <EmptyState message={t('player.none')} />;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        {videos.map((video) => (
          <Button
            key={video.TypeVideo}
            variant={chosen === video.TypeVideo ? 'filled' : 'light'}
            aria-pressed={chosen === video.TypeVideo}
            onClick={() => setChosen(video.TypeVideo)}
          >
            {t(`player.play.${video.TypeVideo}`)}
          </Button>
        ))}
      </Group>
      {shown &&
        (shown.vimeo ? (
          <VimeoFrame video={shown} vimeo={shown.vimeo} />
        ) : (
          <SignedVideo key={shown.TypeVideo} IdInscription={entry.IdInscription} type={shown.TypeVideo} />
        ))}
    </Stack>
  );
}

/** A Vimeo reference in Vimeo's player, as on the filmmaker's media tab; no progress reaches us. */
function VimeoFrame({ video, vimeo }: { video: EntryVideo; vimeo: NonNullable<EntryVideo['vimeo']> }) {
  const { t } = useTranslation('festivalSpace');
  return (
    <Stack gap="xs">
      <Box pos="relative" style={{ aspectRatio: '16 / 9', width: '100%', background: '#000' }}>
        <iframe
          src={vimeo.playerUrl}
          title={t(`player.label.${video.TypeVideo}`)}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      <Text size="sm" c="dimmed" data-testid="vimeo-note">
        {t('player.vimeoNotRecorded')}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Anchor href={vimeo.url} target="_blank" rel="noopener noreferrer">
          {vimeo.url}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * The browser's player on a URL signed for this member. The URL is asked again before it
 * expires; the new one takes over where the film was, playing if it was. While it plays, the
 * position is reported (viewing-reporter.ts).
 */
function SignedVideo({ IdInscription, type }: { IdInscription: number; type: VideoType }) {
  const { t } = useTranslation(['festivalSpace', 'errors']);
  const [playback, setPlayback] = useState<VideoPlaybackUrl | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  const languages = useDictionary('langue');
  const names = new Map((languages.data ?? []).map((language) => [language.Id, language]));
  const ready = playback !== null;

  // The first URL when the member chose the video (or tried again after a failure).
  useEffect(() => {
    void attempt;
    let live = true;
    getEntryVideoUrl(IdInscription, type).then(
      (answer) => live && setPlayback(answer),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [IdInscription, type, attempt]);

  // A new URL shortly before this one expires.
  useEffect(() => {
    if (!playback) return;
    const delay = Math.max(REFRESH_MIN_MS, Date.parse(playback.expires) - Date.now() - REFRESH_MARGIN_MS);
    const timer = setTimeout(() => {
      getEntryVideoUrl(IdInscription, type).then(
        (answer) => {
          const video = videoRef.current;
          if (video) resume.current = { time: video.currentTime, playing: !video.paused };
          setPlayback(answer);
        },
        // The current URL may still serve a while; the next refresh is the member pressing play again.
        () => undefined,
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [playback, IdInscription, type]);

  // Progress reports while it plays.
  useEffect(() => {
    const video = videoRef.current;
    if (!ready || !video) return;
    return attachViewingReporter(video, {
      type,
      send: (report, options) => {
        reportViewing(IdInscription, report, options).catch(() => undefined);
      },
    });
  }, [ready, IdInscription, type]);

  if (failure) {
    return (
      <Alert color="red" role="alert" title={t('festivalSpace:player.error')}>
        <Text size="sm">{errorMessage(failure, t)}</Text>
        <Button
          mt="sm"
          variant="default"
          onClick={() => {
            setFailure(null);
            setAttempt((value) => value + 1);
          }}
        >
          {t('common:tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!playback) {
    return (
      <Box
        role="status"
        aria-live="polite"
        style={{ aspectRatio: '16 / 9', width: '100%', background: 'var(--mantine-color-gray-2)' }}
      >
        <span className="visually-hidden">{t('festivalSpace:player.loading')}</span>
      </Box>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the film's subtitle tracks are its captions; a film without any has none to give.
    <video
      ref={videoRef}
      src={playback.url}
      poster={playback.poster ?? undefined}
      controls
      autoPlay
      preload="metadata"
      aria-label={t(`festivalSpace:player.label.${type}`)}
      data-testid="entry-video"
      style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
      onLoadedMetadata={(event) => {
        const state = resume.current;
        resume.current = null;
        if (!state) return;
        event.currentTarget.currentTime = state.time;
        if (state.playing) event.currentTarget.play().catch(() => undefined);
      }}
    >
      {playback.tracks.map((track, index) => {
        const language = names.get(track.IdLangue);
        return (
          <track
            key={track.IdLangue}
            kind="subtitles"
            src={track.url}
            srcLang={language?.Iso2.toLowerCase()}
            label={language?.Libelle ?? String(track.IdLangue)}
            default={index === 0}
          />
        );
      })}
    </video>
  );
}
