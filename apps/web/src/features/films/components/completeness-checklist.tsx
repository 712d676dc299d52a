import { Alert, Anchor, List, Text } from '@mantine/core';
import type { FilmCompletions } from '@shortlist/domain/films/api-contracts';
import { Link } from 'react-router';
import { useDictionary } from '../../../shared/dictionaries/api/get-dictionary.ts';
import { LocalizedLink, useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { fieldId } from '../format.ts';

/**
 * What still keeps the film from entering a festival (issues 12 and 32): the record's missing
 * items and the screener (`toEnter`), each a link to its tab and field (`films/{id}/{tab}#film-
 * {field}`: the record focuses that field), then the screener's subtitle languages, which a
 * section may ask for.
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
  const ready = completions.toEnter.length === 0;
  return (
    <Alert
      color={ready ? 'green' : 'orange'}
      variant="light"
      title={
        ready ? t('checklist.completeTitle') : t('checklist.title', { count: completions.toEnter.length })
      }
      data-testid="checklist"
    >
      {ready ? (
        <Text size="sm">{t('checklist.complete')}</Text>
      ) : (
        <>
          <Text size="sm" mb="xs">
            {t('checklist.lead')}
          </Text>
          <List size="sm" spacing={4}>
            {completions.toEnter.map((item) => (
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
        </>
      )}
      {completions.screener.present && (
        <SubtitleLine filmId={filmId} languages={completions.screener.subtitleLanguages} />
      )}
    </Alert>
  );
}

/** The screener's subtitle languages, and where to add one a section asks for. */
function SubtitleLine({ filmId, languages }: { filmId: number; languages: number[] }) {
  const { t } = useTranslation('films');
  const names = new Map((useDictionary('langue').data ?? []).map((item) => [item.Id, item.Libelle]));
  return (
    <Text size="sm" mt="xs" data-testid="subtitles">
      {languages.length > 0
        ? t('checklist.subtitles', {
            languages: languages.map((id) => names.get(id) ?? String(id)).join(', '),
          })
        : t('checklist.noSubtitles')}{' '}
      {t('checklist.subtitlesHint')}{' '}
      {/* Underlined: a link inside a sentence must not rely on colour alone (axe link-in-text-block). */}
      <Anchor
        component={LocalizedLink}
        route="filmEdit"
        params={{ id: String(filmId), tab: 'media' }}
        underline="always"
      >
        {t('checklist.addSubtitles')}
      </Anchor>
    </Text>
  );
}
