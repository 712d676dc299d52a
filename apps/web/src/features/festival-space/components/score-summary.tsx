import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useEntryReviews } from '../api/get-entry-reviews.ts';
import { formatScore } from '../format.ts';

/**
 * The entry's scores for a manager with no conflict on it (issue 34): the counted scores' mean
 * and spread, and each member's score and tags (never their note). Nothing for anyone else: the
 * server sends them no summary.
 */
export function ScoreSummary({ IdInscription }: { IdInscription: number }) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const reviews = useEntryReviews(IdInscription);
  const data = reviews.data;
  if (!data?.summary) return null;
  const { summary, scores } = data;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="scores-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="scores-title">
          {t('reviews.summaryTitle')}
        </Title>
        {summary.count === 0 ? (
          <Text size="sm">{t('reviews.summaryNone')}</Text>
        ) : (
          <Group gap="lg" data-testid="score-summary">
            <Text size="sm">
              {t('reviews.mean', { mean: formatScore(summary.mean, language), scale: data.scale })}
            </Text>
            <Text size="sm">{t('reviews.spread', { spread: summary.spread })}</Text>
            <Text size="sm" c="dimmed">
              {t('reviews.counted', { count: summary.count })}
            </Text>
          </Group>
        )}
        {scores.length > 0 && (
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reviews.member')}</Table.Th>
                <Table.Th>{t('reviews.scoreColumn')}</Table.Th>
                <Table.Th>{t('reviews.tagsLabel')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scores.map((score) => (
                <Table.Tr key={score.IdMembre}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{score.name}</Table.Td>
                  <Table.Td>
                    {score.score === null ? t('reviews.notScored') : score.score}
                    {!score.counted && score.score !== null && (
                      <Badge color="orange" variant="outline" ml={6}>
                        {t('reviews.void')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{score.tags.map((tag) => t(`reviews.tags.${tag}`)).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
