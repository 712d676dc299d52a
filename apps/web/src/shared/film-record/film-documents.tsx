import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { EntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { formatFileSize } from '@shortlist/i18n/file-size';
import { useLanguage } from '../i18n/current-route.ts';
import { useTranslation } from '../i18n/translation.tsx';
import { DownloadIcon } from '../ui/download-icon.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

export type FilmRecordDocument = Pick<
  EntryView['documents'][number],
  'Id' | 'Type' | 'FichierOriginal' | 'Poids' | 'downloadUrl'
>;

/**
 * The film's documents (script, dialogue list...), each a download. The festival's entry view
 * shows them (issue 31), and the filmmaker's preview tab (issue 32).
 */
export function FilmDocuments({ documents }: { documents: readonly FilmRecordDocument[] }) {
  const { t } = useTranslation(['festivalSpace', 'films']);
  const language = useLanguage();
  if (documents.length === 0) return <EmptyState message={t('festivalSpace:documents.none')} />;
  return (
    <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {documents.map((document) => (
        <li key={document.Id}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <DownloadIcon />
            <div style={{ minWidth: 0 }}>
              <Anchor
                href={document.downloadUrl}
                download={document.FichierOriginal}
                style={{ overflowWrap: 'anywhere' }}
              >
                {t('festivalSpace:documents.download', {
                  type: t(`films:documentTypes.${document.Type}`),
                  name: document.FichierOriginal,
                })}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatFileSize(document.Poids, language)}
              </Text>
            </div>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
