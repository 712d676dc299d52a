import {
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FILM_SORTS } from '@shortlist/domain/films/api-contracts';
import { FILM_STATUS_FILTER, type FilmStatusFilter } from '@shortlist/domain/films/film-status';
import { PRODUCTION_YEAR_MIN } from '@shortlist/domain/films/film-values';
import { hiddenProperties } from '@shortlist/domain/list-views/list-view-rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useListColumns } from '../../../shared/list-views/api/get-columns.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { CardGridSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useFilmCount } from '../api/count-films.ts';
import { FILMS_PAGE_SIZE, useFilmPage } from '../api/filter-films.ts';
import { FilmListCard } from '../components/film-list-card.tsx';
import { FilmsViewsMenu } from '../components/films-views-menu.tsx';
import { productionYears } from '../format.ts';
import {
  EMPTY_QUERY,
  type FilmListQuery,
  fromApiFilter,
  isFiltered,
  readListQuery,
  toApiFilter,
  writeListQuery,
} from '../list-filter.ts';

/** Spec §9: inputs wait 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/** `films` (spec §2): the owner's films with search, production year, status, sort and pages. */
export function FilmsPage() {
  const { t } = useTranslation(['films', 'common']);
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const [search, setSearch] = useState(query.search);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const resultsRef = useRef<HTMLDivElement>(null);

  const update = (change: Partial<FilmListQuery>) => {
    // A new filter starts again at page 1.
    const next = { ...query, ...change, page: change.page ?? 1 };
    setParams(writeListQuery(next), { replace: change.page === undefined, preventScrollReset: true });
  };

  // Only the typed text triggers this; the other values are read as they are then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the debounced text is the one trigger
  useEffect(() => {
    if (debouncedSearch.trim() !== query.search.trim()) update({ search: debouncedSearch });
  }, [debouncedSearch]);

  // Query keys compare by value: a new object with the same filter reuses the cache.
  const filter = toApiFilter(query);
  const films = useFilmPage(filter, query.page);
  const count = useFilmCount(filter);
  const total = count.data;
  const pages = total === undefined ? 0 : Math.ceil(total / FILMS_PAGE_SIZE);
  const columns = useListColumns('films');
  const hidden = hiddenProperties(columns.data);
  const years = useMemo(() => productionYears(new Date(), PRODUCTION_YEAR_MIN), []);

  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const clear = () => {
    setSearch('');
    setParams(writeListQuery({ ...EMPTY_QUERY, sort: query.sort }), { replace: true });
  };

  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap="xs">
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.lead')}</Text>
        </Stack>
        <Group gap="xs">
          <FilmsViewsMenu
            filter={filter}
            onLoadFilter={(data) => {
              const next = fromApiFilter(data);
              setSearch(next.search);
              setParams(writeListQuery(next), { preventScrollReset: true });
            }}
          />
          <Button component={LocalizedLink} route="filmEdit" params={{ id: '0', tab: 'creation' }}>
            {t('list.add')}
          </Button>
        </Group>
      </Group>
      <Box component="search" mb="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput
            type="search"
            label={t('list.search')}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('list.year')}
            value={query.year}
            onChange={(event) => update({ year: event.currentTarget.value })}
            data={[{ value: '', label: t('list.anyYear') }, ...years.map(String)]}
          />
          <NativeSelect
            label={t('list.status')}
            value={query.status}
            onChange={(event) => update({ status: event.currentTarget.value as FilmStatusFilter | '' })}
            data={[
              { value: '', label: t('list.anyStatus') },
              ...FILM_STATUS_FILTER.map((status) => ({ value: status, label: t(`statut.${status}`) })),
            ]}
          />
          <NativeSelect
            label={t('list.sort')}
            value={query.sort}
            onChange={(event) => update({ sort: event.currentTarget.value as FilmListQuery['sort'] })}
            data={FILM_SORTS.map((sort) => ({ value: sort, label: t(`list.${sort}`) }))}
          />
        </SimpleGrid>
      </Box>
      <Box ref={resultsRef} component="section" aria-labelledby="films-count" style={{ scrollMarginTop: 16 }}>
        <div role="status" aria-live="polite">
          <Title order={2} size="h4" id="films-count" mb="sm" data-testid="films-count">
            {total === undefined ? t('list.title') : t('list.count', { count: total })}
          </Title>
        </div>
        {films.isPending ? (
          <CardGridSkeleton count={3} />
        ) : films.isError ? (
          <RetryAlert title={t('list.error')} onRetry={() => films.refetch()} />
        ) : films.data.length === 0 ? (
          isFiltered(query) ? (
            <EmptyState
              message={t('list.noMatch')}
              action={
                <Button variant="light" onClick={clear}>
                  {t('list.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              message={t('list.empty')}
              action={
                <Button component={LocalizedLink} route="filmEdit" params={{ id: '0', tab: 'creation' }}>
                  {t('list.add')}
                </Button>
              }
            />
          )
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {films.data.map((film) => (
              <li key={film.Id}>
                <FilmListCard film={film} hidden={hidden} />
              </li>
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Box component="nav" aria-label={t('list.pages')} mt="xl">
            <Pagination
              total={pages}
              value={Math.min(query.page, pages)}
              onChange={goToPage}
              siblings={1}
              getItemProps={(item) => ({
                'aria-label': t('list.page', { page: item }),
                'aria-current': item === query.page ? 'page' : undefined,
              })}
              getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
            />
          </Box>
        )}
      </Box>
    </Container>
  );
}
