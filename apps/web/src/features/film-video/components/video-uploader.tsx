import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { formatFileSize } from '@shortlist/i18n/file-size';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { filmVideoKeys } from '../api/get-film-videos.ts';
import { createVideoUpload, startOrResume } from '../api/tus-upload.ts';
import { formatSeconds, transferRate } from '../format.ts';

type State = 'idle' | 'uploading' | 'paused' | 'done' | 'failed' | 'cancelled';

/**
 * Chooses and uploads one video file of a type, resumably: progress with speed and time left,
 * pause, resume (also after a reload: choose the same file again), cancel. Replacing a video
 * already there (`replacing`, its file name) asks first (issue 32).
 */
export function VideoUploader(props: {
  filmId: number;
  type: VideoType;
  maxBytes: number;
  replacing?: string | null;
}) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>('idle');
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const samples = useRef<{ at: number; sent: number }[]>([]);
  const upload = useRef<Upload | null>(null);
  const typeLabel = t(`types.${props.type}`);

  // Leaving the page stops sending (the upload stays resumable) instead of running unseen.
  useEffect(() => () => void upload.current?.abort(), []);

  function start() {
    if (!file) return;
    setError(null);
    setSent(0);
    samples.current = [];
    upload.current = createVideoUpload({
      file,
      filmId: props.filmId,
      type: props.type,
      onProgress(bytes) {
        setSent(bytes);
        samples.current = [...samples.current, { at: Date.now(), sent: bytes }].slice(-20);
      },
      onSuccess() {
        setState('done');
        void queryClient.invalidateQueries({ queryKey: filmVideoKeys.list(props.filmId) });
      },
      onError(failure, status) {
        setState('failed');
        const code = /"code":"([A-Z_]+)"/.exec(failure.message)?.[1];
        setError(
          code
            ? t(`errors:codes.${code}`, { size: formatFileSize(props.maxBytes, language) })
            : status
              ? t('errors:generic')
              : t('errors:network'),
        );
      },
    });
    setState('uploading');
    void startOrResume(upload.current);
  }

  function confirmThenStart() {
    if (!props.replacing) return start();
    modals.openConfirmModal({
      title: t('replace.title', { name: props.replacing }),
      children: <Text size="sm">{t('replace.body')}</Text>,
      labels: { confirm: t('replace.confirm'), cancel: t('replace.cancel') },
      onConfirm: start,
    });
  }

  function pause() {
    void upload.current?.abort();
    setState('paused');
  }

  function resume() {
    samples.current = [];
    upload.current?.start();
    setState('uploading');
  }

  function cancel() {
    const current = upload.current;
    upload.current = null;
    // `abort(true)` also deletes the upload on the server and forgets it in the browser.
    void current?.abort(true);
    setState('cancelled');
    setSent(0);
  }

  const total = file?.size ?? 0;
  const percent = total > 0 ? Math.floor((sent * 100) / total) : 0;
  const rate = transferRate(samples.current, total);
  const active = state === 'uploading' || state === 'paused';

  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={t('choose', { type: typeLabel })}
          description={t('maxSize', { size: formatFileSize(props.maxBytes, language) })}
          accept="video/*,.mkv,.mxf,.mov"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setState('idle');
          }}
          disabled={active}
          style={{ flex: '1 1 16rem', minWidth: 0 }}
        />
        <Button onClick={confirmThenStart} disabled={!file || active}>
          {t('start')}
        </Button>
      </Group>
      {file && state !== 'idle' && state !== 'cancelled' && (
        <Stack gap={4}>
          <Progress
            value={percent}
            aria-label={t('upload.label', { name: file.name })}
            size="lg"
            animated={state === 'uploading'}
          />
          <Text size="sm" aria-live="polite" data-testid={`upload-progress-${props.type}`}>
            {t('upload.progress', {
              percent,
              sent: formatFileSize(sent, language),
              total: formatFileSize(total, language),
            })}
            {state === 'uploading' && rate.bytesPerSecond !== null && (
              <>
                {' · '}
                {t('upload.speed', { speed: formatFileSize(rate.bytesPerSecond, language) })}
                {rate.secondsLeft !== null &&
                  ` · ${t('upload.timeLeft', { time: formatSeconds(rate.secondsLeft, language) })}`}
              </>
            )}
          </Text>
        </Stack>
      )}
      {active && (
        <Group gap="xs">
          {state === 'uploading' ? (
            <Button variant="default" onClick={pause}>
              {t('upload.pause')}
            </Button>
          ) : (
            <Button variant="default" onClick={resume}>
              {t('upload.resume')}
            </Button>
          )}
          <Button variant="subtle" color="red" onClick={cancel}>
            {t('upload.cancel')}
          </Button>
        </Group>
      )}
      {state === 'paused' && <Text size="sm">{t('upload.paused')}</Text>}
      {state === 'done' && (
        <Text size="sm" role="status">
          {t('upload.done')}
        </Text>
      )}
      {state === 'cancelled' && (
        <Text size="sm" role="status">
          {t('upload.cancelled')}
        </Text>
      )}
      {state === 'failed' && error && (
        <Alert color="red" role="alert">
          {t('upload.failed', { message: error })}
        </Alert>
      )}
    </Stack>
  );
}
