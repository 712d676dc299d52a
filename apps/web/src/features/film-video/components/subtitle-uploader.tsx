import { Alert, Button, FileInput, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { deleteSubtitles } from '../api/delete-subtitles.ts';
import { filmVideoKeys } from '../api/get-film-videos.ts';
import { putSubtitles } from '../api/put-subtitles.ts';

/** English (spec §3 language ids), offered first: festivals ask for English subtitles most. */
const ENGLISH = 6;

/**
 * Adds an SRT subtitle file in a language to a film video: a file with errors lists each with
 * its line, so it can be fixed in one go. Each track added can be removed, after a confirmation.
 */
export function SubtitleUploader(props: { filmId: number; type: VideoType; languages: number[] }) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const langues = useDictionary('langue');
  const [idLangue, setIdLangue] = useState(String(ENGLISH));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ message: string; lines: string[] } | null>(null);
  const names = new Map((langues.data ?? []).map((l) => [l.Id, l.Libelle]));
  const notify = useNotify();
  const nameOf = (id: number) => names.get(id) ?? String(id);

  function confirmRemoval(id: number) {
    const values = { language: nameOf(id) };
    modals.openConfirmModal({
      title: t('subtitles.removeTitle', values),
      children: <Text size="sm">{t('subtitles.removeBody')}</Text>,
      labels: { confirm: t('subtitles.remove'), cancel: t('subtitles.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteSubtitles({ filmId: props.filmId, type: props.type, idLangue: id });
          await queryClient.invalidateQueries({ queryKey: filmVideoKeys.list(props.filmId) });
          notify.success(t('subtitles.removed', values));
        } catch (error) {
          notify.error(errorMessage(error, t));
        }
      },
    });
  }

  async function send() {
    if (!file) return;
    setBusy(true);
    setDone(false);
    setFailure(null);
    try {
      await putSubtitles({
        filmId: props.filmId,
        type: props.type,
        idLangue: Number(idLangue),
        file,
        language,
      });
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: filmVideoKeys.list(props.filmId) });
    } catch (error) {
      const lines =
        error instanceof ApiRequestError && error.code === 'SUBTITLE_INVALID'
          ? error.fields.map((field) => field.message)
          : [];
      setFailure({ message: errorMessage(error, t), lines });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Title order={4}>{t('subtitles.title')}</Title>
      {props.languages.length > 0 && (
        <List size="sm" spacing={4} listStyleType="none" ml={0} pl={0}>
          {props.languages.map((id) => (
            <List.Item key={id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{nameOf(id)}</Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('subtitles.removeNamed', { language: nameOf(id) })}
                  onClick={() => confirmRemoval(id)}
                >
                  {t('subtitles.remove')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('subtitles.language')}
          value={idLangue}
          onChange={(event) => setIdLangue(event.currentTarget.value)}
          data={(langues.data ?? [])
            .slice()
            .sort((a, b) =>
              a.Id === ENGLISH ? -1 : b.Id === ENGLISH ? 1 : a.Libelle.localeCompare(b.Libelle),
            )
            .map((l) => ({ value: String(l.Id), label: l.Libelle }))}
          style={{ flex: '1 1 10rem' }}
        />
        <FileInput
          label={t('subtitles.choose')}
          accept=".srt,text/plain"
          value={file}
          onChange={setFile}
          style={{ flex: '1 1 12rem', minWidth: 0 }}
        />
        <Button variant="default" onClick={send} disabled={!file} loading={busy}>
          {t('subtitles.upload')}
        </Button>
      </Group>
      {done && (
        <Text size="sm" role="status">
          {t('subtitles.added')}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert" title={failure.message}>
          {failure.lines.length > 0 && (
            <List size="sm">
              {failure.lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
