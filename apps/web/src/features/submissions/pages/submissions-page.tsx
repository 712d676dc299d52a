import { Box, Button, Checkbox, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { hiddenProperties } from '@shortlist/domain/list-views/list-view-rules';
import { matchesStatusMask, matchesSubmissionSearch } from '@shortlist/domain/submissions/submission-list';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useListColumns } from '../../../shared/list-views/api/get-columns.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { CardGridSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { STATUS_PARAM, statusesFromParam } from '../../../shared/ui/submission-status-look.ts';
import { useSubmissionList } from '../api/list-submissions.ts';
import { SubmissionEntry } from '../components/submission-entry.tsx';
import { SubmissionsViewsMenu } from '../components/submissions-views-menu.tsx';
import { groupByFilm, STATUS_FILTERS, statusMask, statusNames } from '../submission-look.ts';

/**
 * `submissions` (spec §2): the account's entries grouped per film, searched on film, festival
 * and section, filtered by statuses that combine. The list is small, so both apply in the
 * browser with the domain's rules, as the user types.
 */
export function SubmissionsPage() {
  const { t } = useTranslation(['submissions', 'common']);
  const [search, setSearch] = useState('');
  const [params] = useSearchParams();
  // The dashboard links here with statuses ticked (`?status=selected`); the ticks then live here.
  const [statuses, setStatuses] = useState<string[]>(() => statusesFromParam(params.get(STATUS_PARAM)));
  const list = useSubmissionList();
  const mask = statusMask(statuses);
  const shown = (list.data ?? []).filter(
    (item) => matchesStatusMask(item.Statut, mask) && matchesSubmissionSearch(item, search),
  );
  const groups = groupByFilm(shown);
  const hidden = hiddenProperties(useListColumns('inscriptions').data);
  // The filter a saved view keeps: what `POST inscriptions/filter` takes.
  const filter = { ...(search.trim() ? { search: search.trim() } : {}), ...(mask ? { statuses: mask } : {}) };
  const clear = () => {
    setSearch('');
    setStatuses([]);
  };

  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap="xs">
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.lead')}</Text>
        </Stack>
        <SubmissionsViewsMenu
          filter={filter}
          onLoadFilter={(data) => {
            setSearch(typeof data?.search === 'string' ? data.search : '');
            setStatuses(typeof data?.statuses === 'number' ? statusNames(data.statuses) : []);
          }}
        />
      </Group>
      <Box component="search" mb="md">
        <Stack gap="sm">
          <TextInput
            type="search"
            label={t('page.search')}
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Checkbox.Group label={t('page.statusFilter')} value={statuses} onChange={setStatuses}>
            <Group gap="md" mt={4} wrap="wrap">
              {STATUS_FILTERS.map((name) => (
                <Checkbox key={name} value={name} label={t(`page.status.${name}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="submissions-count">
        <div role="status" aria-live="polite">
          <Title order={2} size="h4" id="submissions-count" mb="sm" data-testid="submissions-count">
            {list.isSuccess ? t('page.count', { count: shown.length }) : t('page.title')}
          </Title>
        </div>
        {list.isPending ? (
          <CardGridSkeleton count={3} />
        ) : list.isError ? (
          <RetryAlert title={t('page.error')} onRetry={() => list.refetch()} />
        ) : list.data.length === 0 ? (
          <EmptyState
            message={t('page.empty')}
            action={
              <Button component={LocalizedLink} route="festivals" variant="light">
                {t('page.findFestival')}
              </Button>
            }
          />
        ) : groups.length === 0 ? (
          <EmptyState
            message={t('page.noMatch')}
            action={
              <Button variant="light" onClick={clear}>
                {t('page.clearFilters')}
              </Button>
            }
          />
        ) : (
          <Stack gap="lg">
            {groups.map((entries) => {
              const first = entries[0]!;
              const headingId = `submissions-film-${first.IdFilm}`;
              return (
                <Box component="section" key={first.IdFilm} aria-labelledby={headingId}>
                  <Title order={3} size="h5" id={headingId} mb="xs">
                    {first.filmTitle}
                  </Title>
                  <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                    {entries.map((item) => (
                      <SubmissionEntry key={item.IdInscription} item={item} hidden={hidden} />
                    ))}
                  </Stack>
                </Box>
              );
            })}
          </Stack>
        )}
      </Box>
    </Container>
  );
}
