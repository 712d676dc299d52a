import { Anchor, Badge, Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import type { InboxItem, InboxSort } from '@shortlist/domain/festival-space/entry-contracts';
import {
  type ColumnLayout,
  type ColumnSetting,
  columnLayout,
} from '@shortlist/domain/list-views/list-view-rules';
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

const SCORE_COLUMNS = new Set(['scoreMean', 'scoreSpread']);

/** What the entry view's "back to the entries" link returns to: the inbox as it was filtered. */
export type InboxReturn = { inboxSearch: string };

/** A column header that sorts by its column; the sorted one says its direction (`aria-sort`). */
function SortHeader(props: {
  column: InboxSort;
  label: string;
  sort: InboxSort;
  descending: boolean;
  onSort: (column: InboxSort) => void;
  width: number | null;
}) {
  const sorted = props.sort === props.column;
  const direction = sorted ? (props.descending ? 'descending' : 'ascending') : 'none';
  return (
    <Table.Th
      aria-sort={sorted ? direction : undefined}
      style={{ whiteSpace: 'nowrap', width: props.width ?? undefined }}
    >
      <UnstyledButton onClick={() => props.onSort(props.column)} className="workspace-sort">
        {props.label} <SortIcon direction={direction} />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The inbox's table (issue 31): selection boxes, number, film and directors, section, running
 * time, country, status (not published yet), coverage and date sent, in the reader's saved order.
 * A real table, wide: on a phone it scrolls sideways inside its own box, never the page, so a
 * saved width is applied as its column's width there too.
 */
export function InboxTable(props: {
  IdFestival: number;
  items: InboxItem[];
  sort: InboxSort;
  descending: boolean;
  onSort: (column: InboxSort) => void;
  /** A manager: the scores' mean and spread, sortable (issue 34). */
  showScores?: boolean;
  /** The reader's columns: which show, in what order and how wide (saved list views, issue 34). */
  columns?: readonly ColumnSetting[];
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
  // The reader's columns in their order (saved list views, issue 34); the scores only for a manager.
  const layout = columnLayout('entries', props.columns).filter(
    (column) => props.showScores || !SCORE_COLUMNS.has(column.Property),
  );
  const header = (column: InboxSort, label: string, width: number | null) => (
    <SortHeader
      key={column}
      column={column}
      label={label}
      sort={props.sort}
      descending={props.descending}
      onSort={props.onSort}
      width={width}
    />
  );
  const headerOf = ({ Property, width }: ColumnLayout) => {
    if (Property === 'coverage') {
      return (
        <Table.Th key={Property} style={{ whiteSpace: 'nowrap', width: width ?? undefined }}>
          {t('inbox.columns.coverage')}
        </Table.Th>
      );
    }
    const label = Property === 'title' ? t('inbox.columns.film') : t(`inbox.columns.${Property}`);
    return header(Property as InboxSort, label, width);
  };
  const cellOf = (item: InboxItem, Property: string) => {
    switch (Property) {
      case 'number':
        return <Table.Td key={Property}>{item.Numero ?? ''}</Table.Td>;
      case 'title':
        return (
          <Table.Td key={Property} maw={280}>
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
        );
      case 'section':
        return <Table.Td key={Property}>{item.sectionLabel}</Table.Td>;
      case 'duration':
        return <Table.Td key={Property}>{item.Duree === null ? '' : formatRunningTime(item.Duree)}</Table.Td>;
      case 'country':
        return (
          <Table.Td key={Property} data-testid="inbox-country">
            {item.countryLabel ?? ''}
          </Table.Td>
        );
      case 'status':
        return (
          <Table.Td key={Property}>
            <EntryStatusBadge
              Statut={item.Statut}
              statusLabel={item.statusLabel}
              isPublished={item.isPublished}
            />
          </Table.Td>
        );
      case 'coverage':
        return (
          <Table.Td key={Property}>
            <CoverageMark
              coverage={item.coverage}
              opened={item.membersOpened}
              watchedToEnd={item.membersWatchedToEnd}
            />
          </Table.Td>
        );
      case 'scoreMean':
        return (
          <Table.Td key={Property} data-testid="inbox-mean">
            {formatScore(item.scores?.mean, language)}
          </Table.Td>
        );
      case 'scoreSpread':
        return (
          <Table.Td key={Property} data-testid="inbox-spread">
            {item.scores?.spread ?? ''}
          </Table.Td>
        );
      case 'submitted':
        return (
          <Table.Td key={Property} style={{ whiteSpace: 'nowrap' }}>
            {item.DateSoumission ? formatDay(item.DateSoumission, language) : ''}
          </Table.Td>
        );
      default:
        return null;
    }
  };
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
            {layout.map(headerOf)}
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
              {layout.map((column) => cellOf(item, column.Property))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
