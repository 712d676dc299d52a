import { Alert, Anchor, List, Text } from '@mantine/core';
import type { FilmCompletions } from '@shortlist/domain/films/api-contracts';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { fieldId } from '../format.ts';

/**
 * What is still missing before the film can be submitted (issue 12), each item a link to its tab
 * and field (`films/{id}/{tab}#film-{field}`: the record focuses that field).
 */
export function CompletenessChecklist({
  filmId,
  completions,
}: {
  filmId: number;
  completions: FilmCompletions;
}) {
  const { t } = useTranslation('films');
  const path = useLocalizedPath();
  if (completions.complete) {
    return (
      <Alert color="green" title={t('checklist.completeTitle')} data-testid="checklist">
        {t('checklist.complete')}
      </Alert>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('checklist.title', { count: completions.missing.length })}
      data-testid="checklist"
    >
      <Text size="sm" mb="xs">
        {t('checklist.lead')}
      </Text>
      <List size="sm" spacing={4}>
        {completions.missing.map((item) => (
          <List.Item key={`${item.tab}-${item.field}`}>
            <Anchor
              component={Link}
              to={`${path('filmEdit', { id: String(filmId), tab: item.tab })}#${fieldId(item.field)}`}
            >
              {t(`checklist.items.${item.field}`, { defaultValue: t(`fields.${item.field}`) })}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              ({t(`tabs.${item.tab}`)})
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
