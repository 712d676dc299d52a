import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { parseContentMarkup } from '@shortlist/domain/content/content-markup';
import type {
  HelpCategoryPage as HelpCategoryData,
  HelpResource,
} from '@shortlist/domain/help/api-contracts';
import { pageHead } from '@shortlist/i18n/seo';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useOrigin } from '../../../shared/render/render-context.ts';
import { HeadTags } from '../../../shared/seo/head-tags.tsx';
import { ContentMarkupView } from '../../../shared/ui/content-markup-view.tsx';
import { LightGrid, LightGridCol } from '../../../shared/ui/light-grid.tsx';
import { NotFoundMessage } from '../../../shared/ui/not-found-message.tsx';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useHelpCategory } from '../api/use-help-category.ts';
import { SupportHours } from '../components/support-hours.tsx';

/** The route table's head, titled with the category's name; an unknown category is not indexed. */
function HelpHead({ name, missing = false }: { name?: string; missing?: boolean }) {
  const { t } = useTranslation(['pages', 'seo']);
  const { language, params, routedLanguages } = useCurrentRoute();
  const origin = useOrigin();
  const head = pageHead({ key: 'helpCategory', language, params, routedLanguages, origin });
  if (name) {
    head.heading = name;
    head.title = t('seo:titleTemplate', { title: t('pages:help.seoTitle', { name }) });
  }
  if (missing) head.noindex = true;
  return <HeadTags head={head} language={language} />;
}

/**
 * One question: a native disclosure (`details`), so it opens with the keyboard and without
 * JavaScript, and a visitor's browser finds its words when searching the page.
 */
function Question({ resource }: { resource: HelpResource }) {
  return (
    <Box
      component="details"
      id={`question-${resource.Id}`}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      py="sm"
    >
      <Box component="summary" fw={600} style={{ cursor: 'pointer' }}>
        {resource.Libelle}
      </Box>
      <Stack gap="sm" mt="sm">
        {resource.Texte && <ContentMarkupView blocks={parseContentMarkup(resource.Texte)} />}
      </Stack>
    </Box>
  );
}

function Topics({ data, current }: { data: HelpCategoryData; current: number }) {
  const { t } = useTranslation('pages');
  return (
    <Box component="nav" aria-labelledby="help-topics">
      <Title order={2} size="h5" id="help-topics" mb="xs">
        {t('help.topics')}
      </Title>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {data.categories.map((category) => (
          <li key={category.Id}>
            <Anchor
              component={LocalizedLink}
              route="helpCategory"
              params={{ id: String(category.Id) }}
              aria-current={category.Id === current ? 'page' : undefined}
              fw={category.Id === current ? 700 : undefined}
            >
              {category.Libelle}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** `help/category/{id}` (spec §2): the category's questions and answers, and the other topics. */
export function HelpCategoryPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { language, params } = useCurrentRoute();
  const id = Number(params.id);
  const query = useHelpCategory(id, language);

  if (query.data === null) {
    return (
      <>
        <HelpHead missing />
        <NotFoundMessage />
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        <HelpHead />
        <PageSkeleton />
      </>
    );
  }
  const data = query.data;
  if (!data) {
    return (
      <PageContainer narrow py="xl">
        <HelpHead />
        <RetryAlert title={t('pages:help.loadFailed')} onRetry={() => query.refetch()} />
      </PageContainer>
    );
  }
  const name =
    data.categories.find((category) => category.Id === id)?.Libelle ??
    data.resources[0]?.LibelleCategorie ??
    '';
  return (
    <PageContainer py={{ base: 'md', sm: 'xl' }}>
      <HelpHead name={name} />
      <LightGrid gap="xl">
        <LightGridCol span={{ base: 12, md: 8 }}>
          <Stack gap="md" component="section" aria-labelledby="help-category">
            <Text c="dimmed" fw={600} tt="uppercase" size="sm">
              {t('pages:help.eyebrow')}
            </Text>
            <Title order={1} id="help-category">
              {name}
            </Title>
            {data.resources.length === 0 ? (
              <Text>{t('pages:help.empty')}</Text>
            ) : (
              <Box>
                {data.resources.map((resource) => (
                  <Question key={resource.Id} resource={resource} />
                ))}
              </Box>
            )}
          </Stack>
        </LightGridCol>
        <LightGridCol span={{ base: 12, md: 4 }}>
          <Topics data={data} current={id} />
          {/* The tutorials and the search are for signed-in readers (spec §2 "resources needs login"). */}
          <Text size="sm" mt="md">
            <Anchor
              component={LocalizedLink}
              route={data.categories[0]?.IdType === 'festival' ? 'festivalSpace' : 'helpResources'}
            >
              {t('pages:help.tutorialsLink')}
            </Anchor>
          </Text>
          <SupportHours />
        </LightGridCol>
      </LightGrid>
    </PageContainer>
  );
}
