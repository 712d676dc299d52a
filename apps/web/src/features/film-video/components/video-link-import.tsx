import { Alert, Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { VIDEO_LINK_MAX, type VideoImport, ZVideoImportRequest } from '@shortlist/domain/media/video-links';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { formatFileSize } from '@shortlist/i18n/file-size';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { dismissVideoImport } from '../api/dismiss-video-import.ts';
import { filmVideoKeys } from '../api/get-film-videos.ts';
import { importVideoLink } from '../api/import-video-link.ts';

/**
 * Imports the film video or trailer from a link (issue 13): a direct link, or a Dropbox or Google
 * Drive share link, which the server downloads as a job. The link is checked by the domain's
 * schema before sending; the download's progress comes from the film's imports list (polled
 * while one runs, so it survives a reload); a failure says why and stays until dismissed; an
 * import that leaves the list without failing has become the video, which is then shown.
 */
export function VideoLinkImport(props: {
  filmId: number;
  type: VideoType;
  imports: VideoImport[];
  maxBytes: number;
}) {
  const { t } = useTranslation(['videos', 'errors']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const inputId = useId();
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Imports seen running, to tell when one has finished (left the list without an error).
  const [watched, setWatched] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const typeLabel = t(`videos:types.${props.type}`);
  const running = props.imports.filter((i) => i.Erreur === null);
  const failed = props.imports.filter((i) => i.Erreur !== null);

  const runningIds = running.map((i) => i.Id).join(',');
  const listedIds = props.imports.map((i) => i.Id).join(',');
  useEffect(() => {
    const listed = listedIds ? listedIds.split(',') : [];
    const finished = watched.filter((id) => !listed.includes(id));
    const seen = runningIds ? runningIds.split(',') : [];
    const next = [...new Set([...watched.filter((id) => listed.includes(id)), ...seen])];
    if (finished.length > 0) {
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: filmVideoKeys.list(props.filmId) });
    }
    if (next.join(',') !== watched.join(',')) setWatched(next);
  }, [runningIds, listedIds, watched, queryClient, props.filmId]);

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    setDone(false);
    const checked = ZVideoImportRequest.safeParse({ url, type: props.type });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setFieldError(
        url.trim() === ''
          ? t('videos:import.required')
          : issue?.code === 'too_big'
            ? t('videos:import.tooLong', { max: VIDEO_LINK_MAX })
            : t('videos:import.invalid'),
      );
    }
    setFieldError(null);
    setBusy(true);
    try {
      await importVideoLink(queryClient, props.filmId, checked.data);
      setUrl('');
    } catch (error) {
      setFieldError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const failure = (item: VideoImport) =>
    t(`videos:import.errors.${item.Erreur}`, { size: formatFileSize(props.maxBytes, language) });

  return (
    <Stack gap="xs" data-testid={`video-import-${props.type}`}>
      <form onSubmit={start} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            id={inputId}
            type="url"
            inputMode="url"
            label={t('videos:import.label', { type: typeLabel })}
            description={t('videos:import.help')}
            maxLength={VIDEO_LINK_MAX}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={fieldError}
            disabled={running.length > 0}
            style={{ flex: '1 1 16rem', minWidth: 0 }}
          />
          <Button type="submit" loading={busy} disabled={running.length > 0}>
            {t('videos:import.start')}
          </Button>
        </Group>
      </form>
      {running.map((item) => {
        const percent = item.Taille > 0 ? Math.min(100, Math.floor((item.Recu * 100) / item.Taille)) : null;
        return (
          <Stack gap={4} key={item.Id}>
            <Progress
              value={percent ?? 100}
              animated
              striped={percent === null}
              size="lg"
              aria-label={t('videos:import.progressLabel', { name: item.FichierOriginal })}
            />
            <Text size="sm" aria-live="polite" data-testid={`import-progress-${props.type}`}>
              {percent === null
                ? t('videos:import.receivedUnknown', {
                    name: item.FichierOriginal,
                    received: formatFileSize(item.Recu, language),
                  })
                : t('videos:import.received', {
                    name: item.FichierOriginal,
                    percent,
                    received: formatFileSize(item.Recu, language),
                    total: formatFileSize(item.Taille, language),
                  })}
            </Text>
          </Stack>
        );
      })}
      {failed.map((item) => (
        <Alert
          key={item.Id}
          color="red"
          role="alert"
          title={t('videos:import.failedTitle', { name: item.FichierOriginal })}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure(item)}</Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() =>
                dismissVideoImport(queryClient, props.filmId, item.Id).catch((error) =>
                  notify.error(errorMessage(error, t)),
                )
              }
            >
              {t('videos:import.dismiss')}
            </Button>
          </Stack>
        </Alert>
      ))}
      {done && running.length === 0 && (
        <Text size="sm" role="status">
          {t('videos:import.done')}
        </Text>
      )}
    </Stack>
  );
}
