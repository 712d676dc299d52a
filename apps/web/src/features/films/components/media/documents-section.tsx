import { Anchor, Button, FileInput, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { DOCUMENT_TYPES, type DocumentType } from '@shortlist/domain/films/film-values';
import { formatFileSize } from '@shortlist/i18n/file-size';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLanguage } from '../../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../../shared/ui/use-notify.ts';
import { deleteDocument } from '../../api/delete-document.ts';
import { documentFileUrl, useDocuments } from '../../api/list-documents.ts';
import { uploadDocument } from '../../api/upload-document.ts';
import { useFilmError } from '../use-film-messages.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { useMediaError } from './use-media-error.ts';

const ACCEPT = '.pdf,.doc,.docx,.odt,.rtf,.txt,application/pdf,text/plain';

/**
 * The film's documents (spec §3: dialogues, other text, script, synopsis): upload one with its
 * type, download it (the owner's session; the server checks it), delete after a confirmation.
 * Documents of the film itself, or with `IdPersonne` a person's documents on the film (the
 * credits tab's person form); 10 of each (docs/decisions.md).
 */
export function DocumentsSection(props: {
  IdFilm: number;
  canEdit: boolean;
  IdPersonne?: number;
  title: string;
}) {
  const film = { Id: props.IdFilm, canEdit: props.canEdit };
  const headingId = useId();
  const { t } = useTranslation(['films', 'errors']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const filmError = useFilmError();
  const mediaError = useMediaError();
  const documents = useDocuments(film.Id);
  const [file, setFile] = useState<File | null>(null);
  const [type, setType] = useState<DocumentType>('dialogues');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const own = (documents.data?.documents ?? []).filter(
    (document) => document.IdPersonne === (props.IdPersonne ?? null),
  );
  const limit = documents.data?.limit ?? 0;
  const maxBytes = documents.data?.maxBytes ?? 0;

  const upload = async () => {
    setError(null);
    if (!file) return setError(t('errors:codes.FILE_MISSING'));
    if (maxBytes && file.size > maxBytes) {
      return setError(t('errors:codes.FILE_TOO_LARGE', { size: formatFileSize(maxBytes, language) }));
    }
    setBusy(true);
    try {
      await uploadDocument(queryClient, film.Id, file, type, props.IdPersonne);
      notify.success(t('films:media.documentAdded'));
      setFile(null);
    } catch (failure) {
      setError(mediaError(failure, maxBytes));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {props.title}
      </Title>
      <Stack gap="sm">
        {documents.isSuccess && own.length === 0 && <Text size="sm">{t('films:media.noDocuments')}</Text>}
        {own.length > 0 && (
          <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {own.map((document) => (
              <Group component="li" key={document.Id} justify="space-between" gap="xs" data-testid="document">
                <Text size="sm">
                  {t(`films:documentTypes.${document.Type}`)}:{' '}
                  <Anchor
                    href={documentFileUrl(film.Id, document.Id)}
                    download={document.FichierOriginal}
                    underline="always"
                  >
                    {document.FichierOriginal}
                  </Anchor>{' '}
                  ({formatFileSize(document.Poids, language)})
                </Text>
                {film.canEdit && (
                  <ConfirmDelete
                    label={t('films:media.deleteNamed', { name: document.FichierOriginal })}
                    title={t('films:media.deleteDocumentTitle')}
                    body={t('films:media.deleteDocumentBody', { name: document.FichierOriginal })}
                    onConfirm={async () => {
                      try {
                        await deleteDocument(queryClient, film.Id, document.Id);
                        notify.success(t('films:media.documentDeleted'));
                      } catch (failure) {
                        notify.error(filmError(failure, t('films:media.deleteFailed')));
                      }
                    }}
                  />
                )}
              </Group>
            ))}
          </Stack>
        )}
        {film.canEdit && documents.isSuccess && (
          <Paper withBorder p="sm" radius="md">
            {own.length >= limit ? (
              <Text size="sm" role="status">
                {t('errors:codes.FILE_LIMIT_REACHED')}
              </Text>
            ) : (
              <Stack gap="sm">
                <Group grow align="flex-start" wrap="wrap">
                  <NativeSelect
                    label={t('films:media.documentType')}
                    value={type}
                    onChange={(event) => setType(event.currentTarget.value as DocumentType)}
                    data={DOCUMENT_TYPES.map((value) => ({
                      value,
                      label: t(`films:documentTypes.${value}`),
                    }))}
                  />
                  <FileInput
                    label={t('films:media.documentFile')}
                    description={t('films:media.documentHelp', { size: formatFileSize(maxBytes, language) })}
                    accept={ACCEPT}
                    value={file}
                    onChange={setFile}
                    clearable
                    clearButtonProps={{ 'aria-label': t('films:media.clearFile') }}
                    error={error}
                  />
                </Group>
                <Group>
                  <Button onClick={upload} loading={busy}>
                    {t('films:media.addDocument')}
                  </Button>
                </Group>
              </Stack>
            )}
          </Paper>
        )}
      </Stack>
    </section>
  );
}
