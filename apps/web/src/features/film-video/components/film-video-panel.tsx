import { Alert, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { FilmVideo } from '@shortlist/domain/media/video-contracts';
import type { VideoImport } from '@shortlist/domain/media/video-links';
import { VIDEO_TYPES, type VideoType } from '@shortlist/domain/media/video-rules';
import { formatFileSize } from '@shortlist/i18n/file-size';
import { errorMessage } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { VideoRetentionNote } from '../../../shared/ui/video-retention-note.tsx';
import { useFilmVideos } from '../api/get-film-videos.ts';
import { useVideoImports } from '../api/get-video-imports.ts';
import { formatDay, formatTime } from '../format.ts';
import { SubtitleUploader } from './subtitle-uploader.tsx';
import { useVimeoReturn } from './use-vimeo-return.ts';
import { VideoCheckFacts } from './video-check-facts.tsx';
import { VideoLinkImport } from './video-link-import.tsx';
import { VideoPlayer } from './video-player.tsx';
import { VideoUploader } from './video-uploader.tsx';
import { VimeoConnectButton } from './vimeo-connect-button.tsx';
import { VimeoPlayer } from './vimeo-player.tsx';
import { VimeoReferenceForm } from './vimeo-reference-form.tsx';

/**
 * The media tab's film video and trailer (issue 13): for each, what is stored (file, size,
 * uploads, retention), the technical check, the player, the resumable uploader and the import from a link.
 */
export function FilmVideoPanel({ filmId }: { filmId: number }) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const query = useFilmVideos(filmId);
  const imports = useVideoImports(filmId);
  const vimeo = useVimeoReturn();
  if (query.isPending) return <Loader aria-label={t('title')} />;
  if (query.isError) return <Alert color="red">{errorMessage(query.error, t)}</Alert>;
  const { videos, maxBytes } = query.data;
  return (
    <Stack gap="lg" component="section" aria-labelledby="film-video-title">
      <Title order={2} id="film-video-title">
        {t('title')}
      </Title>
      {vimeo ? (
        <Alert color="teal" role="status">
          {t('vimeo.connected', { time: formatTime(vimeo.expires, language) })}
        </Alert>
      ) : (
        <VimeoConnectButton filmId={filmId} language={language} />
      )}
      {VIDEO_TYPES.map((type) => (
        <VideoCard
          key={type}
          filmId={filmId}
          type={type}
          video={videos.find((v) => v.TypeVideo === type)}
          maxBytes={maxBytes[type]}
          imports={(imports.data ?? []).filter((i) => i.TypeVideo === type)}
          vimeoToken={vimeo?.token ?? null}
        />
      ))}
      {imports.isError && <Alert color="red">{errorMessage(imports.error, t)}</Alert>}
    </Stack>
  );
}

function VideoCard(props: {
  filmId: number;
  type: VideoType;
  video: FilmVideo | undefined;
  maxBytes: number;
  imports: VideoImport[];
  vimeoToken: string | null;
}) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const { video, type } = props;
  return (
    <Card
      withBorder
      component="article"
      aria-labelledby={`video-${type}-title`}
      data-testid={`video-${type}`}
    >
      <Stack gap="sm">
        <Title order={3} id={`video-${type}-title`}>
          {t(`types.${type}`)}
        </Title>
        {video?.vimeo ? (
          <>
            <Table variant="vertical" layout="fixed">
              <Table.Tbody>
                <Row label={t('vimeo.source')} value={t(`vimeo.sources.${video.SourceUploadVideo}`)} />
              </Table.Tbody>
            </Table>
            <VimeoPlayer type={type} url={video.vimeo.url} playerUrl={video.vimeo.playerUrl} />
          </>
        ) : video?.FichierOriginal ? (
          <>
            <Table variant="vertical" layout="fixed">
              <Table.Tbody>
                <Row label={t('fields.file')} value={video.FichierOriginal} />
                {video.Poids !== null && (
                  <Row label={t('fields.size')} value={formatFileSize(video.Poids, language)} />
                )}
                <Row label={t('fields.uploads')} value={String(video.NbUpload)} />
                {video.DateLastUpload && (
                  <Row label={t('fields.lastUpload')} value={formatDay(video.DateLastUpload, language)} />
                )}
                {video.limitDate && !video.retention && (
                  <Row label={t('fields.keptUntil')} value={formatDay(video.limitDate, language)} />
                )}
              </Table.Tbody>
            </Table>
            {video.retention && <VideoRetentionNote retention={video.retention} of="video" />}
            {video.isExpired && <Alert color="red">{t('expired')}</Alert>}
            <VideoPlayer filmId={props.filmId} type={type} version={`${video.NbUpload}`} />
            <VideoCheckFacts video={video} />
            <SubtitleUploader filmId={props.filmId} type={type} languages={video.subtitles} />
          </>
        ) : (
          <Text c="dimmed">{t('none')}</Text>
        )}
        <VideoUploader
          filmId={props.filmId}
          type={type}
          maxBytes={props.maxBytes}
          replacing={video?.FichierOriginal ?? null}
        />
        <VideoLinkImport
          filmId={props.filmId}
          type={type}
          imports={props.imports}
          maxBytes={props.maxBytes}
        />
        <VimeoReferenceForm
          filmId={props.filmId}
          type={type}
          hasFile={Boolean(video?.FichierOriginal && !video.vimeo)}
          currentUrl={video?.vimeo?.url ?? null}
          vimeoToken={props.vimeoToken}
        />
      </Stack>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w="40%">{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
    </Table.Tr>
  );
}
