import { Alert, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  DIRECTORY_SORTS,
  type DirectorySort,
  FESTIVAL_PAGE_SIZE,
} from '@shortlist/domain/festivals/festival-filter-rules';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LightGrid, LightGridCol } from '../../../shared/ui/light-grid.tsx';
import { LightPagination } from '../../../shared/ui/light-pagination.tsx';
import { LightSelectField } from '../../../shared/ui/light-select-field.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { CardGridSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useFestivalCount } from '../api/count-festivals.ts';
import { useFestivalPage } from '../api/filter-festivals.ts';
import { FestivalGrid } from '../components/festival-grid.tsx';
import { FilterPanel } from '../components/filter-panel.tsx';
import { FilterIcon } from '../components/icons.tsx';
import { activeFilterCount, forVisitor, isEmptyFilter, toApiFilter } from '../filter/directory-filter.ts';
import { useDirectoryFilter } from '../filter/use-directory-filter.ts';

const GRID_COLS = { base: 1, md: 2, lg: 3 };

// Phones only, and only once the Filters button is pressed: the drawer loads then.
const FilterDrawer = lazy(() =>
  import('../components/filter-drawer.tsx').then((module) => ({ default: module.FilterDrawer })),
);

/** The festivals directory (spec §2): filters in a column (a drawer on phones), cards, pages. */
export function FestivalsPage() {
  const { t } = useTranslation(['festivals', 'common']);
  const filter = useDirectoryFilter();
  const { draft, page, setPage } = filter;
  const { session, isLoading: sessionLoading } = useSession();
  const signedIn = session !== null;
  // A remembered favourites filter waits for the session, then counts only when signed in.
  const apiFilter = forVisitor(filter.apiFilter, signedIn);
  const results = useFestivalPage(apiFilter, page, !(filter.apiFilter.IsFavoris && sessionLoading));
  const [drawerOpened, drawer] = useDisclosure(false);
  // Once opened, the drawer stays mounted (its closing transition, the focus it gives back).
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpened && !drawerWanted) setDrawerWanted(true);
  const wide = useMediaQuery('(min-width: 48em)');
  const draftCount = useFestivalCount(forVisitor(toApiFilter(draft), signedIn), drawerOpened);
  const resultsRef = useRef<HTMLDivElement>(null);

  // The drawer is for phones: it closes when the window grows past `sm` and the column shows.
  useEffect(() => {
    if (wide) drawer.close();
  }, [wide, drawer]);

  const total = results.data?.total;
  const pages = total === undefined ? 0 : Math.ceil(total / FESTIVAL_PAGE_SIZE);
  useEffect(() => {
    if (pages > 0 && page > pages) setPage(pages);
  }, [page, pages, setPage]);

  const goToPage = (next: number) => {
    setPage(next);
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const active = activeFilterCount(draft);
  const clearButton = (
    <Button variant="light" onClick={filter.clear}>
      {t('filter.clear')}
    </Button>
  );

  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('directory.title')}</Title>
        <Text c="dimmed">{t('directory.lead')}</Text>
      </Stack>
      <LightGrid gap="xl">
        <LightGridCol span={{ base: 12, sm: 4, md: 3 }} visibleFrom="sm">
          <Box component="aside" aria-labelledby="festival-filters-title">
            <Title order={2} size="h4" id="festival-filters-title" mb="sm">
              {t('filter.title')}
            </Title>
            <FilterPanel value={draft} onChange={filter.change} onClear={filter.clear} signedIn={signedIn} />
          </Box>
        </LightGridCol>
        <LightGridCol span={{ base: 12, sm: 8, md: 9 }}>
          <Box
            ref={resultsRef}
            component="section"
            aria-labelledby="festival-count"
            style={{ scrollMarginTop: 16 }}
          >
            <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
              <div role="status" aria-live="polite">
                <Title order={2} size="h4" id="festival-count" data-testid="festival-count">
                  {total === undefined ? t('directory.results') : t('directory.count', { count: total })}
                </Title>
              </div>
              <LightSelectField
                label={t('sort.label')}
                value={draft.sort}
                onChange={(event) => filter.change({ sort: event.currentTarget.value as DirectorySort })}
                data={DIRECTORY_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
                style={{ display: 'flex', alignItems: 'center', gap: 8 }}
              />
              <Button
                hiddenFrom="sm"
                variant="default"
                leftSection={<FilterIcon />}
                onClick={drawer.open}
                aria-haspopup="dialog"
              >
                {active > 0 ? t('filter.openWithCount', { count: active }) : t('filter.open')}
              </Button>
            </Group>
            {filter.remembered && (
              <RememberedFilter
                count={activeFilterCount(filter.remembered)}
                offered={
                  !isEmptyFilter(filter.remembered) &&
                  Object.keys(forVisitor(toApiFilter(filter.remembered), signedIn)).length > 0
                }
                onApply={filter.applyRemembered}
                onDismiss={filter.dismissRemembered}
              />
            )}
            <Results
              results={results}
              emptyMessage={apiFilter.IsFavoris ? t('directory.emptyFavourites') : t('directory.empty')}
              emptyAction={isEmptyFilter(filter.applied) ? undefined : clearButton}
            />
            {pages > 1 && (
              <Box component="nav" aria-label={t('directory.pagination')} mt="xl">
                <LightPagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={goToPage}
                  siblings={1}
                  getItemProps={(item) => ({
                    'aria-label': t('directory.page', { page: item }),
                    'aria-current': item === page ? 'page' : undefined,
                  })}
                  getControlProps={(control) => ({
                    'aria-label': t(control === 'previous' ? 'directory.previousPage' : 'directory.nextPage'),
                  })}
                />
              </Box>
            )}
          </Box>
        </LightGridCol>
      </LightGrid>
      {drawerWanted && (
        <Suspense fallback={null}>
          <FilterDrawer opened={drawerOpened} onClose={drawer.close}>
            <Stack gap="md">
              <FilterPanel
                value={draft}
                onChange={filter.change}
                onClear={filter.clear}
                signedIn={signedIn}
              />
              {/* Kept in view at the bottom of the drawer however long the filters are. */}
              <Box className="drawer-footer">
                <Button fullWidth onClick={drawer.close}>
                  {draftCount.data === undefined
                    ? t('filter.title')
                    : t('filter.showResults', { count: draftCount.data })}
                </Button>
              </Box>
            </Stack>
          </FilterDrawer>
        </Suspense>
      )}
    </Container>
  );
}

/** The last visit's filter, offered (a link to all festivals shows them all). */
function RememberedFilter(props: {
  count: number;
  offered: boolean;
  onApply: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['festivals', 'common']);
  if (!props.offered) return null;
  return (
    <Alert
      variant="light"
      mb="md"
      withCloseButton
      onClose={props.onDismiss}
      closeButtonLabel={t('common:close')}
      data-testid="remembered-filter"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('filter.remembered', { count: props.count })}</Text>
        <Button size="xs" variant="light" onClick={props.onApply}>
          {t('filter.applyRemembered')}
        </Button>
      </Group>
    </Alert>
  );
}

function Results({
  results,
  emptyMessage,
  emptyAction,
}: {
  results: ReturnType<typeof useFestivalPage>;
  emptyMessage: string;
  emptyAction: ReactNode;
}) {
  const { t } = useTranslation(['festivals', 'common']);
  if (results.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{t('common:loading')}</span>
        <CardGridSkeleton count={FESTIVAL_PAGE_SIZE / 2} />
      </div>
    );
  }
  if (results.isError && !results.data) {
    return <RetryAlert title={t('directory.error')} onRetry={() => results.refetch()} />;
  }
  const items = results.data?.items ?? [];
  if (items.length === 0) return <EmptyState message={emptyMessage} action={emptyAction} />;
  return (
    <Box
      aria-busy={results.isPlaceholderData || undefined}
      style={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <FestivalGrid festivals={items} cols={GRID_COLS} />
    </Box>
  );
}
