import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import { containerName } from '@shortlist/domain/media/container-name';
import type { FilmVideo } from '@shortlist/domain/media/video-contracts';
import { formatBitRate } from '@shortlist/i18n/file-size';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatSeconds } from '../format.ts';

/** The state of the technical check and, once done, the facts and the §9 warnings. */
export function VideoCheckFacts({ video }: { video: FilmVideo }) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const state = video.checkState;
  if (!state) return null;
  const facts = video.check?.facts;
  const rows: [string, string][] = facts
    ? [
        [t('facts.container'), containerName(facts.container, video.FichierOriginal) ?? '—'],
        [t('facts.video'), [facts.videoCodec, facts.videoProfile].filter(Boolean).join(' ') || '—'],
        [t('facts.resolution'), facts.width && facts.height ? `${facts.width} × ${facts.height}` : '—'],
        [t('facts.fps'), facts.fps === null ? '—' : String(Math.round(facts.fps * 100) / 100)],
        [
          t('facts.duration'),
          facts.durationSeconds === null ? '—' : formatSeconds(facts.durationSeconds, language),
        ],
        [t('facts.bitRate'), facts.bitRate === null ? '—' : formatBitRate(facts.bitRate, language)],
        [
          t('facts.audio'),
          facts.audioCodec
            ? [
                facts.audioCodec,
                facts.audioProfile,
                facts.audioBitRate ? formatBitRate(facts.audioBitRate, language) : null,
              ]
                .filter(Boolean)
                .join(' ')
            : t('facts.none'),
        ],
        [t('facts.sampleRate'), facts.sampleRate === null ? '—' : `${facts.sampleRate} Hz`],
      ]
    : [];
  return (
    <Stack gap="xs" data-testid={`video-check-${video.TypeVideo}`}>
      <Title order={4}>{t('check.title')}</Title>
      <Text size="sm" role="status">
        {t(`check.${state}`)}
      </Text>
      {facts && (
        <Table withTableBorder variant="vertical" layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {state === 'done' &&
        (video.check?.warnings.length ? (
          <Alert color="yellow">
            <List size="sm">
              {video.check.warnings.map((warning) => (
                <List.Item key={warning.code}>{t(`warnings.${warning.code}`, warning.values)}</List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Text size="sm">{t('check.noWarnings')}</Text>
        ))}
    </Stack>
  );
}
