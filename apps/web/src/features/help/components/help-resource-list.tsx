import { Box, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { parseContentMarkup } from '@shortlist/domain/content/content-markup';
import type { HelpResource } from '@shortlist/domain/help/api-contracts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { ContentMarkupView } from '../../../shared/ui/content-markup-view.tsx';
import { TutorialPlayer } from './tutorial-player.tsx';

/**
 * One question: a native disclosure (`details`), so it opens with Enter or Space on its summary
 * and without JavaScript, and the browser's find-in-page reaches its answer.
 */
function Question({ resource, showCategory }: { resource: HelpResource; showCategory: boolean }) {
  return (
    <Box
      component="details"
      id={`resource-${resource.Id}`}
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Box component="summary" fw={600} style={{ cursor: 'pointer' }}>
        {resource.Libelle}
        {showCategory && (
          <Box component="span" fw={400} c="dimmed">
            {` · ${resource.LibelleCategorie}`}
          </Box>
        )}
      </Box>
      <Stack gap="sm" mt="sm">
        {resource.Texte && <ContentMarkupView blocks={parseContentMarkup(resource.Texte)} />}
      </Stack>
    </Box>
  );
}

function Tutorial({ resource }: { resource: HelpResource }) {
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={`resource-${resource.Id}`}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={`resource-${resource.Id}`}>
          {resource.Libelle}
        </Title>
        <TutorialPlayer src={resource.CodeEmbed} title={resource.Libelle} />
        {resource.Texte && <ContentMarkupView blocks={parseContentMarkup(resource.Texte)} />}
      </Stack>
    </Paper>
  );
}

/** Resources as the page shows them: the video tutorials as cards, then the questions. */
export function HelpResourceList({
  resources,
  showCategory = false,
}: {
  resources: HelpResource[];
  /** Search results come from several topics: each question says which. */
  showCategory?: boolean;
}) {
  const { t } = useTranslation('pages');
  const tutorials = resources.filter((resource) => resource.IdType === 'video');
  const questions = resources.filter((resource) => resource.IdType === 'faq');
  return (
    <Stack gap="lg">
      {tutorials.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="help-tutorials">
          <Title order={2} size="h4" id="help-tutorials">
            {t('helpResources.tutorials')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {tutorials.map((resource) => (
              <Tutorial key={resource.Id} resource={resource} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {questions.length > 0 && (
        <Stack gap={0} component="section" aria-labelledby="help-questions">
          <Title order={2} size="h4" id="help-questions">
            {t('helpResources.questions')}
          </Title>
          {questions.map((resource) => (
            <Question key={resource.Id} resource={resource} showCategory={showCategory} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
