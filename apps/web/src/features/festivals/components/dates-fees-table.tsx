import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import {
  type DatesAndFeesRow,
  type DeadlineColumn,
  datesAndFees,
  type FeeCell,
} from '@shortlist/domain/festivals/dates-and-fees';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import {
  LightTable,
  LightTbody,
  LightTd,
  LightTh,
  LightThead,
  LightTr,
} from '../../../shared/ui/light-table.tsx';
import { formatMoney, timeZoneName } from '../format.ts';
import { DeadlineTime } from './deadline-time.tsx';
import { LockIcon } from './icons.tsx';
import { openSection, sectionAnchor } from './section-index.tsx';

type Props = { festival: FestivalPage };

// Widths (px) under which the table scrolls in its box: a section name, then a deadline's date and time.
const SECTION_WIDTH = 128;
const DEADLINE_WIDTH = 100;
const STICKY = {
  position: 'sticky',
  insetInlineStart: 0,
  background: 'var(--mantine-color-body)',
  zIndex: 1,
  verticalAlign: 'top',
} as const;

function useLabels(_festival: FestivalPage) {
  const { t } = useTranslation('festivals');
  const language = useLanguage();
  const deadlineName = (column: DeadlineColumn) => column.LibelleEvent ?? t(`event.${column.Type}`);
  const fee = (cell: FeeCell, currency: string) => {
    if (cell.kind === 'free') return t('section.free');
    if (cell.kind === 'fee') return formatMoney({ cents: cell.cents, currency, language });
    return undefined;
  };
  const status = (row: DatesAndFeesRow) => {
    if (row.status === 'opensOn' && row.opensOnDay) {
      return t('call.opensOn', { date: row.opensOnDay });
    }
    if (row.status === 'closed') return t('section.closed');
    if (row.status === 'noEntries') return t('section.noEntries');
    return undefined;
  };
  return { t, deadlineName, fee, status };
}

function ColumnHeading({ column, festival }: { column: DeadlineColumn; festival: FestivalPage }) {
  const { t, deadlineName } = useLabels(festival);
  return (
    <Stack gap={2} c={column.expired ? 'dimmed' : undefined}>
      <Text component="span" size="sm" fw={700}>
        {deadlineName(column)}
        {column.expired && <span className="visually-hidden"> {t('section.passed')}</span>}
      </Text>
      <Text
        component="span"
        size="sm"
        fw={column.next ? 600 : 400}
        td={column.expired ? 'line-through' : undefined}
      >
        <DeadlineTime date={column.DateEvent} text={column.text} timeZone={festival.timeZone} />
      </Text>
      {column.next && (
        <Text component="span" size="xs" fw={700} c="amber.9" tt="uppercase">
          {t('datesFees.next')}
        </Text>
      )}
    </Stack>
  );
}

function SectionName({ row, festival }: { row: DatesAndFeesRow; festival: FestivalPage }) {
  const { t, status } = useLabels(festival);
  const note = status(row);
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {!row.IsPublic && (
          <Box component="span" mt={2} style={{ flexShrink: 0 }}>
            <LockIcon size={14} />
            <span className="visually-hidden">{t('datesFees.protected')}</span>
          </Box>
        )}
        <Anchor
          href={`#${sectionAnchor(row)}`}
          onClick={() => openSection(sectionAnchor(row))}
          fw={600}
          size="sm"
          style={{ overflowWrap: 'break-word', hyphens: 'auto' }}
        >
          {row.Libelle}
        </Anchor>
      </Group>
      {note && (
        <Text size="xs" c="dimmed" data-section-status={row.status}>
          {note}
        </Text>
      )}
    </Stack>
  );
}

function FeeText({ cell, currency, festival }: { cell: FeeCell; currency: string; festival: FestivalPage }) {
  const { t, fee } = useLabels(festival);
  const text = fee(cell, currency);
  if (text === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('datesFees.none')}</span>
      </>
    );
  }
  return <>{text}</>;
}

/**
 * The festival page's one "dates and fees" table (issue 10): a line per section, a column per
 * deadline with its time in the festival's zone, the fee at each.
 */
export function DatesFeesTable({ festival }: Props) {
  const { t } = useLabels(festival);
  const language = useLanguage();
  const { columns, rows } = datesAndFees(festival.sections);
  const currency = (index: number) => festival.sections[index]?.Devise ?? 'EUR';
  // One results line when every section announces them at the same instant; its day is the server's.
  const resultEvents = festival.sections.flatMap((s) => s.events.filter((e) => e.Type === 'result'));
  const results = [...new Set(resultEvents.map((e) => new Date(e.DateEvent).toISOString()))];
  const resultsDay = resultEvents[0]?.day;

  return (
    <Box
      component="section"
      aria-labelledby="dates-fees-title"
      id="dates-and-fees"
      style={{ scrollMarginTop: 16 }}
    >
      <Title order={2} size="h3" id="dates-fees-title" mb={4}>
        {t('datesFees.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('datesFees.zone', { zone: timeZoneName(festival.timeZone, language) })}
      </Text>
      {columns.length === 0 ? (
        <Text>{t('datesFees.noDeadline')}</Text>
      ) : (
        // On a phone a table with several deadlines scrolls inside its own box, never the page; the
        // box takes the focus so a keyboard can scroll it, and the section names stay in view.
        <Box
          tabIndex={0}
          role="region"
          aria-label={t('datesFees.caption')}
          style={{ overflowX: 'auto' }}
          data-testid="dates-fees-scroll"
        >
          <LightTable
            withTableBorder
            verticalSpacing="xs"
            horizontalSpacing="sm"
            data-testid="dates-fees-table"
            miw={SECTION_WIDTH + columns.length * DEADLINE_WIDTH}
          >
            <caption className="visually-hidden">{t('datesFees.caption')}</caption>
            <LightThead>
              <LightTr>
                <LightTh scope="col" w={SECTION_WIDTH} style={STICKY}>
                  {t('datesFees.section')}
                </LightTh>
                {columns.map((column) => (
                  <LightTh
                    key={column.key}
                    scope="col"
                    data-next={column.next || undefined}
                    bg={column.next ? 'amber.0' : undefined}
                    style={{ verticalAlign: 'top' }}
                  >
                    <ColumnHeading column={column} festival={festival} />
                  </LightTh>
                ))}
              </LightTr>
            </LightThead>
            <LightTbody>
              {rows.map((row, index) => (
                <LightTr key={row.IdCampagneSection}>
                  <LightTh scope="row" fw={400} style={STICKY}>
                    <SectionName row={row} festival={festival} />
                  </LightTh>
                  {row.cells.map((cell, i) => {
                    const column = columns[i] as DeadlineColumn;
                    return (
                      <LightTd
                        key={column.key}
                        bg={column.next ? 'amber.0' : undefined}
                        c={column.expired ? 'dimmed' : undefined}
                        fw={column.next ? 600 : undefined}
                      >
                        <FeeText cell={cell} currency={currency(index)} festival={festival} />
                      </LightTd>
                    );
                  })}
                </LightTr>
              ))}
            </LightTbody>
          </LightTable>
        </Box>
      )}
      {results.length === 1 && resultsDay && (
        <Text size="sm" mt="sm">
          {t('datesFees.results', { date: resultsDay })}
        </Text>
      )}
    </Box>
  );
}
