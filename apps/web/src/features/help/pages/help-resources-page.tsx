import { Anchor, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { HELP_SEARCH_MAX, HELP_SEARCH_MIN } from '@shortlist/domain/help/help-search';
import type { HelpCategoryType } from '@shortlist/domain/help/help-values';
import { DEFAULT_HELP_CATEGORY, FESTIVAL_HELP_CATEGORY } from '@shortlist/domain/help/help-values';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useHelpSearch } from '../api/search-help.ts';
import { useHelpResources, useHelpTopics } from '../api/use-help-resources.ts';
import { HelpResourceList } from '../components/help-resource-list.tsx';

/** The spec's input delay (§9 "inputs 300 ms"): a search is sent once the typing pauses. */
const SEARCH_DELAY_MS = 300;

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      <Skeleton height={180} radius="md" />
      <Skeleton height={24} />
      <Skeleton height={24} />
      <Skeleton height={24} />
    </Stack>
  );
}

/** What a query (search results) or a topic (its resources) shows: loading, error, empty or the list. */
function Answer({
  query,
  empty,
  showCategory,
}: {
  query: ReturnType<typeof useHelpSearch>;
  empty: string;
  showCategory: boolean;
}) {
  const { t } = useTranslation(['pages', 'errors']);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return (
      <RetryAlert title={t('pages:helpResources.loadFailed')} onRetry={() => query.refetch()}>
        <Text size="sm">{errorMessage(query.error, t)}</Text>
      </RetryAlert>
    );
  }
  if (query.data.length === 0) return <EmptyState message={empty} />;
  return <HelpResourceList resources={query.data} showCategory={showCategory} />;
}

function TopicResources({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('pages');
  const { language } = useCurrentRoute();
  const resources = useHelpResources(language, categoryId);
  return <Answer query={resources} empty={t('helpResources.empty')} showCategory={false} />;
}

function SearchResults({ query, type }: { query: string; type: HelpCategoryType }) {
  const { t } = useTranslation('pages');
  const { language } = useCurrentRoute();
  const results = useHelpSearch({ query, type, language });
  return (
    <Stack gap="sm" aria-live="polite">
      <Text fw={600}>{t('helpResources.resultsFor', { query })}</Text>
      <Answer query={results} empty={t('helpResources.noResults', { query })} showCategory />
    </Stack>
  );
}

/**
 * `help/resources` (spec §2 "resources needs login") and the workspace's `festivalSpaceHelp`: one
 * audience's video tutorials and questions (filmmakers on the site, festivals in the workspace),
 * topic by topic, and a search across them in the reader's language, accents and case ignored.
 */
export function HelpResourcesPage() {
  const { t } = useTranslation('pages');
  const { key, language } = useCurrentRoute();
  const type: HelpCategoryType = key === 'festivalSpaceHelp' ? 'festival' : 'user';
  const topics = useHelpTopics(language, type);
  const [chosen, setChosen] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const search = debounced.length >= HELP_SEARCH_MIN ? debounced : '';
  const first = topics.data?.[0]?.Id ?? null;
  const current = topics.data?.some((topic) => topic.Id === chosen) ? chosen : first;
  const centre = type === 'festival' ? FESTIVAL_HELP_CATEGORY : DEFAULT_HELP_CATEGORY;

  return (
    <PageContainer py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            {t(type === 'festival' ? 'helpResources.festivalTitle' : 'helpResources.title')}
          </Title>
          <Text c="dimmed">
            {t(type === 'festival' ? 'helpResources.festivalLead' : 'helpResources.lead')}
          </Text>
        </Stack>
        {/* The search follows the typing (no form to submit): the results replace the topics. */}
        <TextInput
          type="search"
          label={t('helpResources.searchLabel')}
          placeholder={t('helpResources.searchPlaceholder')}
          description={t('helpResources.searchHint')}
          value={typed}
          maxLength={HELP_SEARCH_MAX}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        {search !== '' ? (
          <SearchResults query={search} type={type} />
        ) : topics.isPending ? (
          <ListSkeleton />
        ) : topics.isError ? (
          <RetryAlert title={t('helpResources.loadFailed')} onRetry={() => topics.refetch()} />
        ) : current === null ? (
          <EmptyState message={t('helpResources.empty')} />
        ) : (
          <Stack gap="md">
            <Group component="nav" aria-label={t('helpResources.topics')} gap="xs">
              {topics.data.map((topic) => (
                <Button
                  key={topic.Id}
                  size="compact-sm"
                  variant={topic.Id === current ? 'filled' : 'default'}
                  aria-pressed={topic.Id === current}
                  onClick={() => setChosen(topic.Id)}
                >
                  {topic.Libelle}
                </Button>
              ))}
            </Group>
            <TopicResources categoryId={current} />
          </Stack>
        )}
        <Text size="sm">
          <Anchor component={LocalizedLink} route="helpCategory" params={{ id: String(centre) }}>
            {t('helpResources.centreLink')}
          </Anchor>
        </Text>
      </Stack>
    </PageContainer>
  );
}
