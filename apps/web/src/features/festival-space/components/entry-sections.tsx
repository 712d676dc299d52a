import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { EntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import '../../../shared/film-record/facts.css';
import { formatRunningTime } from '../../../shared/film-record/running-time.ts';
import { formatMoment } from '../format.ts';
import { ScrollRegion } from './scroll-region.tsx';

/** The section's additional questions with the answers given when entering. */
export function EntryAnswers({ answers }: { answers: EntryView['answers'] }) {
  const { t } = useTranslation('festivalSpace');
  if (answers.length === 0) return <EmptyState message={t('answers.none')} />;
  const value = (answer: EntryView['answers'][number]) => {
    if (answer.value === null) return <Text c="dimmed">{t('answers.unanswered')}</Text>;
    if (typeof answer.value === 'boolean') return t(answer.value ? 'answers.yes' : 'answers.no');
    return String(answer.value);
  };
  return (
    <dl className="record-facts">
      {answers.map((answer) => (
        <div key={answer.IdCritereAdditionnel} style={{ display: 'contents' }}>
          <dt>{answer.question}</dt>
          <dd>{value(answer)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every status change of the entry, newest first, with who made it and whether the filmmaker knows. */
export function EntryHistory({ history }: { history: EntryView['history'] }) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  if (history.length === 0) return <EmptyState message={t('history.none')} />;
  const rows = [...history].sort((a, b) => b.DateCreation.localeCompare(a.DateCreation));
  return (
    <ScrollRegion label={t('tabs.history')}>
      <Table verticalSpacing="xs" miw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.date')}</Table.Th>
            <Table.Th>{t('history.change')}</Table.Th>
            <Table.Th>{t('history.by')}</Table.Th>
            <Table.Th>{t('history.reason')}</Table.Th>
            <Table.Th>{t('history.filmmaker')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.DateCreation}-${row.Vers}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(row.DateCreation, language)}</Table.Td>
              <Table.Td>{t('history.fromTo', { from: row.deLabel, to: row.versLabel })}</Table.Td>
              <Table.Td>
                {row.Auteur === 'platform' ? t('history.platform') : (row.by ?? t('history.festival'))}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-line' }}>{row.Motif ?? ''}</Table.Td>
              <Table.Td>{row.published ? t('history.told') : t('history.notTold')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * Viewing (issue 31): what the filmmaker sees of the festival's viewing, this member's own
 * progress, and for managers each member's.
 */
export function EntryViewing({ viewing }: { viewing: EntryView['viewing'] }) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const progress = (row: EntryView['viewing']['mine'][number]) =>
    row.watchedToEnd ? t('viewing.toTheEnd') : t('viewing.percent', { percent: row.furthestPercent });
  return (
    <Stack gap="lg">
      <section aria-labelledby="viewing-filmmaker">
        <Title order={3} size="h5" id="viewing-filmmaker" mb="xs">
          {t('viewing.filmmakerSees')}
        </Title>
        <Text>
          {viewing.festival.firstOpenedAt === null
            ? t('viewing.notOpened')
            : viewing.festival.watchedToEnd
              ? t('viewing.festivalFull', { date: formatMoment(viewing.festival.firstOpenedAt, language) })
              : t('viewing.festivalPartly', {
                  date: formatMoment(viewing.festival.firstOpenedAt, language),
                  percent: viewing.festival.furthestPercent,
                })}
        </Text>
      </section>
      <section aria-labelledby="viewing-mine">
        <Title order={3} size="h5" id="viewing-mine" mb="xs">
          {t('viewing.mine')}
        </Title>
        {viewing.mine.length === 0 ? (
          <Text c="dimmed">{t('viewing.mineNone')}</Text>
        ) : (
          <Stack gap={4}>
            {viewing.mine.map((row) => (
              <Group key={row.TypeVideo} gap="xs">
                <Text fw={600}>{t(`player.type.${row.TypeVideo}`)}</Text>
                <Text>{progress(row)}</Text>
                <Text c="dimmed" size="sm">
                  {t('viewing.watchedFor', { time: formatRunningTime(row.watchedSeconds) })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </section>
      {viewing.members.length > 0 && (
        <section>
          <Title order={3} size="h5" id="viewing-members" mb="xs">
            {t('viewing.members')}
          </Title>
          <ScrollRegion labelledBy="viewing-members">
            <Table verticalSpacing="xs" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('viewing.member')}</Table.Th>
                  <Table.Th>{t('viewing.video')}</Table.Th>
                  <Table.Th>{t('viewing.progress')}</Table.Th>
                  <Table.Th>{t('viewing.time')}</Table.Th>
                  <Table.Th>{t('viewing.last')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {viewing.members.map((row) => (
                  <Table.Tr key={`${row.name}-${row.TypeVideo}`}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{t(`player.type.${row.TypeVideo}`)}</Table.Td>
                    <Table.Td>
                      {row.watchedToEnd ? (
                        <Badge variant="light" color="green">
                          {t('viewing.toTheEnd')}
                        </Badge>
                      ) : (
                        progress(row)
                      )}
                    </Table.Td>
                    <Table.Td>{formatRunningTime(row.watchedSeconds)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(row.lastAt, language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </section>
      )}
    </Stack>
  );
}
