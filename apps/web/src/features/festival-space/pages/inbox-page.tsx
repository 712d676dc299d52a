import {
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  INBOX_PAGE_SIZES,
  type InboxItem,
  type InboxSort,
} from '@shortlist/domain/festival-space/entry-contracts';
import { canPublishDecisions, canSeeScores } from '@shortlist/domain/festival-space/member-roles';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useListColumns } from '../../../shared/list-views/api/get-columns.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { exportUrl } from '../api/export-entries.ts';
import { useInboxPage } from '../api/filter-entries.ts';
import '../festival-space.css';
import { BulkStatusBar } from '../components/bulk-status-bar.tsx';
import { DownloadIcon } from '../components/icons.tsx';
import { InboxFilters } from '../components/inbox-filters.tsx';
import { InboxTable } from '../components/inbox-table.tsx';
import { InboxViewsMenu } from '../components/inbox-views-menu.tsx';
import { NextEntryButton } from '../components/next-entry-button.tsx';
import { PublishDecisions } from '../components/publish-decisions-dialog.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import {
  EMPTY_INBOX_QUERY,
  type InboxPageSize,
  type InboxQuery,
  isInboxFiltered,
  readInboxQuery,
  startsDescending,
  toInboxFilter,
  writeInboxQuery,
} from '../inbox-query.ts';
import { fromInboxFilter } from '../inbox-view-query.ts';

/** Spec §9: inputs wait 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/** `festivalSpaceEntries` (issue 31): every entry the festival received. */
export function InboxPage() {
  return <WorkspaceGate>{(workspace) => <Inbox {...workspace} />}</WorkspaceGate>;
}

function Inbox({ IdFestival, festival, role }: WorkspaceFestival) {
  const { t } = useTranslation(['festivalSpace', 'common']);
  const [params, setParams] = useSearchParams();
  const query = readInboxQuery(params);
  const [search, setSearch] = useState(query.search);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<Map<number, InboxItem>>(new Map());
  const resultsRef = useRef<HTMLDivElement>(null);

  const update = (change: Partial<InboxQuery>) => {
    // A new filter starts again at page 1; the selection is of the rows shown, so it goes too.
    const next = { ...query, ...change, page: change.page ?? 1 };
    setSelected(new Map());
    setParams(writeInboxQuery(next), { replace: change.page === undefined, preventScrollReset: true });
  };

  // The typed text is the one trigger; the other values are read as they are then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the debounced text is the one trigger
  useEffect(() => {
    if (debouncedSearch.trim() !== query.search.trim()) update({ search: debouncedSearch });
  }, [debouncedSearch]);

  const filter = toInboxFilter(query);
  const page = useInboxPage({ IdFestival, filter, skip: (query.page - 1) * query.size, take: query.size });
  const total = page.data?.total;
  const pages = total === undefined ? 0 : Math.ceil(total / query.size);
  const filtered = isInboxFiltered(query);
  const items = page.data?.items ?? [];
  const columns = useListColumns('entries');
  // A loaded view replaces the filter and sort; the page size stays the reader's.
  const loadView = (data: Record<string, unknown> | null) => {
    const next = fromInboxFilter(data, query.size);
    setSearch(next.search);
    setSelected(new Map());
    setParams(writeInboxQuery(next), { preventScrollReset: true });
  };

  // A refreshed page (after a status change) replaces the selected rows with their new state, so
  // the statuses offered for the selection follow.
  useEffect(() => {
    const fresh = page.data?.items ?? [];
    setSelected((current) => {
      if (current.size === 0) return current;
      const next = new Map(current);
      for (const item of fresh) if (next.has(item.IdInscription)) next.set(item.IdInscription, item);
      return next;
    });
  }, [page.data]);

  const sortBy = (column: InboxSort) =>
    update({
      sort: column,
      descending: column === query.sort ? !query.descending : startsDescending(column),
    });
  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) {
        const item = items.find((candidate) => candidate.IdInscription === id);
        if (on && item) next.set(id, item);
        else next.delete(id);
      }
      return next;
    });
  const clear = () => {
    setSearch('');
    setSelected(new Map());
    setParams(
      writeInboxQuery({
        ...EMPTY_INBOX_QUERY,
        sort: query.sort,
        descending: query.descending,
        size: query.size,
      }),
      {
        replace: true,
      },
    );
  };
  const goToPage = (value: number) => {
    update({ page: value });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1}>{t('inbox.title')}</Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('inbox.lead', { festival: festival.Nom })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <NextEntryButton IdFestival={IdFestival} />
          <InboxViewsMenu IdFestival={IdFestival} filter={filter} onLoadFilter={loadView} />
          <Button
            component="a"
            href={exportUrl(IdFestival, filter, 'csv')}
            download
            variant="default"
            leftSection={<DownloadIcon size={16} />}
          >
            {t('inbox.exportCsv')}
          </Button>
          <Button
            component="a"
            href={exportUrl(IdFestival, filter, 'xlsx')}
            download
            variant="default"
            leftSection={<DownloadIcon size={16} />}
          >
            {t('inbox.exportXlsx')}
          </Button>
          {canPublishDecisions(role) && (
            <PublishDecisions
              IdFestival={IdFestival}
              counts={page.data?.counts}
              preferredSection={query.sections.length === 1 ? (query.sections[0] ?? null) : null}
            />
          )}
        </Group>
      </Group>
      <InboxFilters
        query={query}
        counts={page.data?.counts}
        search={search}
        onSearch={setSearch}
        onChange={update}
        onClear={clear}
        filtered={filtered}
      />
      <Box ref={resultsRef} style={{ scrollMarginTop: 16 }}>
        <div role="status" aria-live="polite">
          <Title order={2} size="h4" id="inbox-count" mb="sm" data-testid="inbox-count">
            {total === undefined ? t('inbox.title') : t('inbox.count', { count: total })}
          </Title>
        </div>
        <BulkStatusBar
          IdFestival={IdFestival}
          selected={[...selected.values()]}
          onDone={(changed) =>
            setSelected((current) => {
              const next = new Map(current);
              for (const id of changed) next.delete(id);
              return next;
            })
          }
          onClear={() => setSelected(new Map())}
        />
        {page.isPending ? (
          <Stack gap="xs" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} height={36} />
            ))}
          </Stack>
        ) : page.isError ? (
          <RetryAlert title={t('inbox.error')} onRetry={() => page.refetch()} />
        ) : items.length === 0 ? (
          filtered ? (
            <EmptyState
              message={t('inbox.noMatch')}
              action={
                <Button variant="light" onClick={clear}>
                  {t('inbox.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState message={t('inbox.empty')} />
          )
        ) : (
          <InboxTable
            IdFestival={IdFestival}
            items={items}
            sort={query.sort}
            descending={query.descending}
            onSort={sortBy}
            showScores={canSeeScores(role)}
            columns={columns.data}
            selected={new Set(selected.keys())}
            onSelect={select}
            labelledBy="inbox-count"
          />
        )}
        <Group justify="space-between" align="flex-end" mt="md" gap="sm">
          <NativeSelect
            label={t('inbox.pageSize')}
            value={String(query.size)}
            onChange={(event) => update({ size: Number(event.currentTarget.value) as InboxPageSize })}
            data={INBOX_PAGE_SIZES.map(String)}
            w={160}
          />
          {pages > 1 && (
            <Box component="nav" aria-label={t('inbox.pages')}>
              <Pagination
                total={pages}
                value={Math.min(query.page, pages)}
                onChange={goToPage}
                siblings={1}
                getItemProps={(item) => ({
                  'aria-label': t('inbox.page', { page: item }),
                  'aria-current': item === query.page ? 'page' : undefined,
                })}
                getControlProps={(control) => ({ 'aria-label': t(`inbox.${control}Page`) })}
              />
            </Box>
          )}
        </Group>
      </Box>
    </Container>
  );
}
