import { Badge, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import type { CriterionWords } from '@shortlist/domain/festivals/criteria-words';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { formatMoney } from '../format.ts';
import { LockIcon } from './icons.tsx';
import { SectionCalendar } from './section-calendar.tsx';

type Props = {
  section: FestivalSection;
  sentence: (words: CriterionWords) => string | undefined;
};

/** One section (competition) of the current edition: access, fee, calendar, criteria, questions. */
export function SectionCard({ section, sentence }: Props) {
  const { t } = useTranslation('festivals');
  const language = useLanguage();
  const headingId = `section-${section.IdCampagneSection}`;
  const fee =
    section.currentFee === null
      ? undefined
      : section.currentFee === 0 || !section.IsPayant
        ? t('section.free')
        : formatMoney({ cents: section.currentFee, currency: section.Devise, language });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      data-testid="festival-section"
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={3} id={headingId} size="h4">
              {section.Libelle}
            </Title>
            {section.isClosed && (
              <Badge color="#5f5a53" variant="filled">
                {t('section.closed')}
              </Badge>
            )}
          </Group>
          {section.IsPublic ? (
            <Text size="sm" c="dimmed">
              {t('section.public')}
            </Text>
          ) : (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <LockIcon size={16} />
              <Text size="sm">{t('section.protected')}</Text>
            </Group>
          )}
          {section.Texte && <Text>{section.Texte}</Text>}
          {!section.IsInscription && (
            <Text size="sm" c="dimmed">
              {t('section.noEntries')}
            </Text>
          )}
          {fee && (
            <Text size="sm" fw={600}>
              {t('section.currentFee', { fee })}
            </Text>
          )}
        </Stack>

        <Stack gap="xs">
          <Title order={4} size="h5">
            {t('section.calendar')}
          </Title>
          <SectionCalendar section={section} />
        </Stack>

        <Stack gap="xs">
          <Title order={4} size="h5">
            {t('section.criteria')}
          </Title>
          {section.criterionWords.length === 0 ? (
            <Text size="sm">{t('section.noCriteria')}</Text>
          ) : (
            <List size="sm" spacing={4} data-testid="section-criteria">
              {section.criterionWords.map((words, index) => {
                const text = sentence(words);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: criteria words have no id and keep their order
                  <List.Item key={index}>
                    {text ?? <Skeleton height={12} width={180} component="span" />}
                  </List.Item>
                );
              })}
            </List>
          )}
        </Stack>

        {section.questions.length > 0 && (
          <Stack gap="xs">
            <Title order={4} size="h5">
              {t('section.questions')}
            </Title>
            <List type="ordered" size="sm" spacing="xs">
              {section.questions.map((question) => (
                <List.Item key={question.Id}>
                  <Text size="sm" fw={600} component="span">
                    {question.Libelle}
                  </Text>{' '}
                  <Badge variant="outline" color="gray.7" size="sm">
                    {t(`section.questionType.${question.Type}`)}
                  </Badge>
                  {question.Texte && (
                    <Text size="sm" c="dimmed">
                      {question.Texte}
                    </Text>
                  )}
                  {question.Choix.length > 0 && (
                    <Text size="sm">
                      {t('section.choices', {
                        list: question.Choix.map((choice) => choice.Libelle).join(' · '),
                      })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
