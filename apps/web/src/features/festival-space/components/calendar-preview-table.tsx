import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { calendarPreview } from '@shortlist/domain/festivals/calendar-preview';
import type { DeadlineColumn, FeeCell } from '@shortlist/domain/festivals/dates-and-fees';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { formatDeadline, formatZonedDay } from '@shortlist/i18n/deadline-format';
import { useState } from 'react';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { type CalendarFormSection, previewSections } from '../calendar-form.ts';

/**
 * The festival page's "dates and fees" table drawn from the calendar being edited (issue 33),
 * with the public page's own rule (`datesAndFees`) and words (`festivals:datesFees`), so a
 * manager sees what filmmakers will see before saving. It follows each keystroke.
 */
export function CalendarPreviewTable({
  sections,
  timeZone,
}: {
  sections: readonly CalendarFormSection[];
  timeZone: string;
}) {
  const { t } = useTranslation(['festivalSpace', 'festivals']);
  const language = useLanguage();
  // The preview's clock is the page's opening: no ticking clock re-renders the form.
  const [now] = useState(() => new Date());
  const table = calendarPreview(previewSections(sections, language), {
    now,
    timeZone,
    word: (date) => formatDeadline(date, language, timeZone),
  });
  const name = (column: DeadlineColumn) => column.LibelleEvent ?? t(`festivals:event.${column.Type}`);
  const fee = (cell: FeeCell) =>
    cell.kind === 'free'
      ? t('festivals:section.free')
      : cell.kind === 'fee'
        ? formatEuros(cell.cents, language)
        : '—';
  const results = table.results.map((iso) => formatZonedDay(iso, language, timeZone));

  return (
    <Box component="section" aria-labelledby="calendar-preview-title">
      <Title order={2} size="h3" id="calendar-preview-title">
        {t('festivalSpace:calendar.previewTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('festivalSpace:calendar.previewLead')}
      </Text>
      {table.columns.length === 0 ? (
        <Text>{t('festivals:datesFees.noDeadline')}</Text>
      ) : (
        <Box
          tabIndex={0}
          role="region"
          aria-label={t('festivals:datesFees.caption')}
          style={{ overflowX: 'auto' }}
          data-testid="calendar-preview"
        >
          <Table
            withTableBorder
            verticalSpacing="xs"
            horizontalSpacing="sm"
            miw={128 + table.columns.length * 100}
          >
            <caption className="visually-hidden">{t('festivals:datesFees.caption')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('festivals:datesFees.section')}</Table.Th>
                {table.columns.map((column) => (
                  <Table.Th key={column.key} scope="col" style={{ verticalAlign: 'top' }}>
                    <Stack gap={2}>
                      <Text component="span" size="sm" fw={700}>
                        {name(column)}
                      </Text>
                      <Text component="span" size="sm" td={column.expired ? 'line-through' : undefined}>
                        {column.text}
                      </Text>
                      {column.next && (
                        <Text component="span" size="xs" fw={700} tt="uppercase">
                          {t('festivals:datesFees.next')}
                        </Text>
                      )}
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row) => (
                <Table.Tr key={row.IdCampagneSection}>
                  <Table.Th scope="row" fw={600}>
                    {row.Libelle}
                  </Table.Th>
                  {row.cells.map((cell, i) => (
                    <Table.Td key={table.columns[i]?.key}>{fee(cell)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {results.length === 1 && (
        <Text size="sm" mt="sm">
          {t('festivals:datesFees.results', { date: results[0] })}
        </Text>
      )}
    </Box>
  );
}
