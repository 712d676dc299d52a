import { Anchor, Badge, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { canSeePayouts } from '@shortlist/domain/festival-space/member-roles';
import type { PayoutMonth } from '@shortlist/domain/festival-space/payout-contracts';
import { formatEuros, formatRate } from '@shortlist/domain/orders/money-format';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { statementUrl, usePayouts } from '../api/list-payouts.ts';
import { DownloadIcon } from '../components/icons.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import { formatCount, formatDay, formatMonth } from '../format.ts';
import '../festival-space.css';

/** The bank fee of spec §1 (4.9 %), in basis points, as the header states it. */
const BANK_FEE_BP = 490;

/** `festivalSpacePayouts` (managers, issue 31): each month's entry fees, bank fee and amount due. */
export function PayoutsPage() {
  return <WorkspaceGate allowed={canSeePayouts}>{(workspace) => <Payouts {...workspace} />}</WorkspaceGate>;
}

function Payouts({ IdFestival, festival }: WorkspaceFestival) {
  const { t } = useTranslation('festivalSpace');
  const payouts = usePayouts(IdFestival);
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('payouts.title')}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('payouts.lead', { festival: festival.Nom })}
        </Text>
      </Stack>
      <section>
        <Title order={2} size="h4" id="payouts-list" mb="sm">
          {t('payouts.months')}
        </Title>
        {payouts.isPending ? (
          <Stack gap="xs" aria-hidden="true">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : payouts.isError ? (
          <RetryAlert title={t('payouts.error')} onRetry={() => payouts.refetch()} />
        ) : payouts.data.length === 0 ? (
          <EmptyState message={t('payouts.empty')} />
        ) : (
          <PayoutsTable IdFestival={IdFestival} months={payouts.data} />
        )}
      </section>
    </Container>
  );
}

function PayoutsTable({ IdFestival, months }: { IdFestival: number; months: PayoutMonth[] }) {
  const { t } = useTranslation('festivalSpace');
  const language = useLanguage();
  const money = (cents: number) => formatEuros(cents, language);
  return (
    <ScrollRegion labelledBy="payouts-list">
      <Table verticalSpacing="sm" miw={900} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payouts.month')}</Table.Th>
            <Table.Th ta="right">{t('payouts.entries')}</Table.Th>
            <Table.Th ta="right">{t('payouts.received')}</Table.Th>
            <Table.Th ta="right">{t('payouts.fee', { rate: formatRate(BANK_FEE_BP, language) })}</Table.Th>
            <Table.Th ta="right">{t('payouts.due')}</Table.Th>
            <Table.Th ta="right">{t('payouts.refunds')}</Table.Th>
            <Table.Th>{t('payouts.paid')}</Table.Th>
            <Table.Th>{t('payouts.statement')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => {
            const name = formatMonth(month.month, language);
            return (
              <Table.Tr key={month.month} data-testid="payout-row">
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {name}
                </Table.Th>
                <Table.Td ta="right">{formatCount(month.entries, language)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(month.receivedCents)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(month.feeCents)}
                </Table.Td>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {money(month.dueCents)}
                </Table.Td>
                <Table.Td ta="right">{formatCount(month.refunds, language)}</Table.Td>
                <Table.Td>
                  {month.paid ? (
                    <Stack gap={0}>
                      <Text size="sm">
                        {t('payouts.paidOn', { date: formatDay(month.paid.date, language) })}
                      </Text>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {t('payouts.reference', { reference: month.paid.reference })}
                      </Text>
                    </Stack>
                  ) : (
                    <Badge variant="outline" color="gray">
                      {t('payouts.toBePaid')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Anchor
                      href={statementUrl(IdFestival, month.month, 'pdf')}
                      download
                      aria-label={t('payouts.pdfOf', { month: name })}
                    >
                      <Group gap={4} wrap="nowrap" component="span">
                        <DownloadIcon size={16} />
                        PDF
                      </Group>
                    </Anchor>
                    <Anchor
                      href={statementUrl(IdFestival, month.month, 'csv')}
                      download
                      aria-label={t('payouts.csvOf', { month: name })}
                    >
                      <Group gap={4} wrap="nowrap" component="span">
                        <DownloadIcon size={16} />
                        CSV
                      </Group>
                    </Anchor>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
