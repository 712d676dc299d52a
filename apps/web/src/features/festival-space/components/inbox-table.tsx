import { Anchor, Badge, Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import type { InboxItem, InboxSort } from '@shortlist/domain/festival-space/entry-contracts';
import { useLocation } from 'react-router';
import { formatRunningTime } from '../../../shared/film-record/running-time.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatDay, formatScore } from '../format.ts';
import { CoverageMark } from './coverage-mark.tsx';
import { SortIcon } from './icons.tsx';
import { ScrollRegion } from './scroll-region.tsx';
import { EntryStatusBadge } from './status-badge.tsx';

/** What the entry view's "back to the entries" link returns to: the inbox as it was filtered. */
export type InboxReturn = { inboxSearch: string };

/** A column header that sorts by its column; the sorted one says its direction (`aria-sort`). */
function SortHeader(props: {
  column: InboxSort;
  label: string;
  sort: InboxSort;
  descending: boolean;
  onSort: (column: InboxSort) => void;
}) {
  const sorted = props.sort === props.column;
  const direction = sorted ? (props.descending ? 'descending' : 'ascending') : 'none';
  return (
    <Table.Th aria-sort={sorted ? direction : undefined} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton onClick={() => props.onSort(props.column)} className="workspace-sort">
        {props.label} <SortIcon direction={direction} />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The inbox's table (issue 31): selection boxes, number, film and directors, section, running
 * time, country, status (not published yet), coverage and date sent. Wide: on a phone it
 * scrolls sideways inside its own box, never the page.
 */
export function InboxTable(props: {
  IdFestival: number;
  items: InboxItem[];
  sort: InboxSort;
  descending: boolean;
  onSort: (column: InboxSort) => void;
  /** A manager: the scores' mean and spread, sortable (issue 34). */
  showScores?: boolean;
  /** Columns the reader hid (saved list views, issue 34). */
  hidden?: ReadonlySet<string>;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const location = useLocation();
  const back: InboxReturn = { inboxSearch: location.search };
  const ids = props.items.map((item) => item.IdInscription);
  const chosen = ids.filter((id) => props.selected.has(id)).length;
  const shows = (column: string) => !props.hidden?.has(column);
  const header = (column: InboxSort, label: string) => (
    <SortHeader
      column={column}
      label={label}
      sort={props.sort}
      descending={props.descending}
      onSort={props.onSort}
    />
  );
  return (
    <ScrollRegion labelledBy={props.labelledBy} data-testid="inbox-table">
      <Table striped highlightOnHover verticalSpacing="xs" miw={960}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('inbox.selectPage')}
                checked={chosen > 0 && chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                onChange={(event) => props.onSelect(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            {shows('number') && header('number', t('inbox.columns.number'))}
            {header('title', t('inbox.columns.film'))}
            {shows('section') && header('section', t('inbox.columns.section'))}
            {shows('duration') && header('duration', t('inbox.columns.duration'))}
            {shows('country') && header('country', t('inbox.columns.country'))}
            {shows('status') && header('status', t('inbox.columns.status'))}
            {shows('coverage') && (
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('inbox.columns.coverage')}</Table.Th>
            )}
            {props.showScores && shows('scoreMean') && header('scoreMean', t('inbox.columns.scoreMean'))}
            {props.showScores &&
              shows('scoreSpread') &&
              header('scoreSpread', t('inbox.columns.scoreSpread'))}
            {shows('submitted') && header('submitted', t('inbox.columns.submitted'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((item) => (
            <Table.Tr key={item.IdInscription} data-testid="inbox-row">
              <Table.Td>
                <Checkbox
                  aria-label={t('inbox.select', { title: item.TitreOriginal })}
                  checked={props.selected.has(item.IdInscription)}
                  onChange={(event) => props.onSelect([item.IdInscription], event.currentTarget.checked)}
                />
              </Table.Td>
              {shows('number') && <Table.Td>{item.Numero ?? ''}</Table.Td>}
              <Table.Td maw={280}>
                <Anchor
                  component={LocalizedLink}
                  route="festivalSpaceEntry"
                  params={{ id: String(props.IdFestival), entry: String(item.IdInscription) }}
                  state={back}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {item.TitreOriginal}
                </Anchor>
                {item.TitreInternationnal && item.TitreInternationnal !== item.TitreOriginal && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {item.TitreInternationnal}
                  </Text>
                )}
                {item.directors && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('inbox.by', { directors: item.directors })}
                  </Text>
                )}
                {item.conflicted && (
                  <Badge color="orange" variant="outline" mt={4} data-testid="inbox-conflict">
                    {t('assignments.conflict.badge')}
                    <span className="visually-hidden">{` (${t('assignments.conflict.badgeLabel')})`}</span>
                  </Badge>
                )}
              </Table.Td>
              {shows('section') && <Table.Td>{item.sectionLabel}</Table.Td>}
              {shows('duration') && (
                <Table.Td>{item.Duree === null ? '' : formatRunningTime(item.Duree)}</Table.Td>
              )}
              {shows('country') && <Table.Td data-testid="inbox-country">{item.countryLabel ?? ''}</Table.Td>}
              {shows('status') && (
                <Table.Td>
                  <EntryStatusBadge
                    Statut={item.Statut}
                    statusLabel={item.statusLabel}
                    isPublished={item.isPublished}
                  />
                </Table.Td>
              )}
              {shows('coverage') && (
                <Table.Td>
                  <CoverageMark
                    coverage={item.coverage}
                    opened={item.membersOpened}
                    watchedToEnd={item.membersWatchedToEnd}
                  />
                </Table.Td>
              )}
              {props.showScores && shows('scoreMean') && (
                <Table.Td data-testid="inbox-mean">{formatScore(item.scores?.mean, language)}</Table.Td>
              )}
              {props.showScores && shows('scoreSpread') && (
                <Table.Td data-testid="inbox-spread">{item.scores?.spread ?? ''}</Table.Td>
              )}
              {shows('submitted') && (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {item.DateSoumission ? formatDay(item.DateSoumission, language) : ''}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
