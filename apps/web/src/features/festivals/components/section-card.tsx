import { Badge, Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import type { CriterionWords } from '@shortlist/domain/festivals/criteria-words';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { LightList, LightListItem } from '../../../shared/ui/light-list.tsx';
import { LockIcon } from './icons.tsx';
import { sectionAnchor } from './section-index.tsx';

type Props = {
  section: FestivalSection;
  sentence: (words: CriterionWords) => string | undefined;
};

/**
 * One section (competition) of the current edition: its name, status and access, then, one
 * click away (a native disclosure, so keyboards, screen readers and find-in-page know it), its
 * text, criteria and questions. Its dates and fees are in the page's one table
 * (`DatesFeesTable`), not repeated here; the index and the table open it (`openSection`).
 */
export function SectionCard({ section, sentence }: Props) {
  const { t } = useTranslation('festivals');
  const anchor = sectionAnchor(section);
  const headingId = `${anchor}-title`;
  const status =
    section.opensOnDay !== null
      ? t('call.opensOn', { date: section.opensOnDay })
      : section.isClosed
        ? t('section.closed')
        : undefined;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      id={anchor}
      style={{ scrollMarginTop: 16 }}
      data-testid="festival-section"
    >
      <Box component="details" data-section-details="">
        <Box component="summary" style={{ cursor: 'pointer' }}>
          <Stack gap={6} display="inline-flex" w="calc(100% - 1.5em)" style={{ verticalAlign: 'top' }}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Title order={3} id={headingId} size="h4">
                {section.Libelle}
              </Title>
              {status && (
                <Badge color="#5f5a53" variant="filled" style={{ flexShrink: 0 }}>
                  {status}
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
            <Text size="sm" c="amber.9" fw={600}>
              {t('section.details')}
            </Text>
          </Stack>
        </Box>
        <Stack gap="md" mt="md">
          <Stack gap={6}>
            {section.Texte && <Text>{section.Texte}</Text>}
            {!section.IsInscription && (
              <Text size="sm" c="dimmed">
                {t('section.noEntries')}
              </Text>
            )}
          </Stack>

          <Stack gap="xs">
            <Title order={4} size="h5">
              {t('section.criteria')}
            </Title>
            {section.criterionWords.length === 0 ? (
              <Text size="sm">{t('section.noCriteria')}</Text>
            ) : (
              <LightList size="sm" spacing={4} data-testid="section-criteria">
                {section.criterionWords.map((words, index) => {
                  const text = sentence(words);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: criteria words have no id and keep their order
                    <LightListItem key={index}>
                      {text ?? <Skeleton height={12} width={180} component="span" />}
                    </LightListItem>
                  );
                })}
              </LightList>
            )}
          </Stack>

          {section.questions.length > 0 && (
            <Stack gap="xs">
              <Title order={4} size="h5">
                {t('section.questions')}
              </Title>
              <LightList type="ordered" size="sm" spacing="xs">
                {section.questions.map((question) => (
                  <LightListItem key={question.Id}>
                    <Text size="sm" fw={600} component="span">
                      {question.Libelle}
                    </Text>{' '}
                    <Badge variant="outline" color="gray" size="sm">
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
                  </LightListItem>
                ))}
              </LightList>
            </Stack>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
