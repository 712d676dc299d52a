import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BasketCalculationAnswer } from '@shortlist/domain/orders/api-contracts';
import { formatEuros, formatRate } from '@shortlist/domain/orders/money-format';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { entryFeesBeforeDiscounts } from '../entry-fees.ts';

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  // The total is set apart by a rule above it (a separator element is not allowed inside a <dl>).
  const rule = strong
    ? { borderTop: '1px solid var(--mantine-color-gray-4)', paddingTop: 'var(--mantine-spacing-xs)' }
    : undefined;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" component="div" style={rule}>
      <Text component="dt" size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The summary before the pay button (spec §2, DESIGN.md): what stamps pay, what money pays, VAT
 * per rate and the total, exactly as the server summed them (`calculate`).
 */
export function BasketSummary({
  calculation,
  children,
}: {
  calculation: BasketCalculationAnswer;
  children?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const { totals } = calculation;
  const money = (cents: number) => formatEuros(cents, language);
  const platformNet = totals.netCents - totals.entryFeesCents;
  const fullFees = entryFeesBeforeDiscounts(calculation);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="basket-summary-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="basket-summary-title">
          {t('summary.title')}
        </Title>
        <Stack gap={4} component="dl" m={0} data-testid="basket-summary">
          <Row
            label={t('summary.byStamps', { count: totals.submissionsByStamps })}
            value={t('summary.stampsUsed', { count: totals.stampsUsed })}
          />
          <Row
            label={t('summary.byMoney', { count: totals.submissionsByMoney })}
            value={
              fullFees > totals.entryFeesCents ? (
                <>
                  {/* Struck for the eye; the words say it (`summary.feesInsteadOf`). */}
                  <Text span size="sm" td="line-through" c="dimmed" aria-hidden="true" mr={6}>
                    {money(fullFees)}
                  </Text>
                  {t('summary.feesInsteadOf', { fees: money(totals.entryFeesCents), full: money(fullFees) })}
                </>
              ) : (
                money(totals.entryFeesCents)
              )
            }
          />
          {totals.stampsCredited > 0 && (
            <Row
              label={t('summary.stampsCredited')}
              value={t('summary.stamps', { count: totals.stampsCredited })}
            />
          )}
          {calculation.coupon && calculation.coupon.discountCents > 0 && (
            <Row
              label={t('summary.coupon', { code: calculation.coupon.code })}
              value={`−${money(calculation.coupon.discountCents)}`}
            />
          )}
          <Row label={t('summary.platformNet')} value={money(platformNet)} />
          {totals.vatByRate.map((group) => (
            <Row
              key={group.rateBp}
              label={t(`regimes.${calculation.regime}`, { rate: formatRate(group.rateBp, language) })}
              value={money(group.vatCents)}
            />
          ))}
          {totals.vatByRate.length === 0 && (
            <Row
              label={t(`regimes.${calculation.regime}`, { rate: formatRate(calculation.rateBp, language) })}
              value={money(0)}
            />
          )}
          <Row label={t('summary.total')} value={money(totals.totalCents)} strong />
        </Stack>
        <Text size="xs" c="dimmed">
          {t('summary.balance', { count: calculation.stampBalance })}
        </Text>
        {!calculation.billingAddressComplete && totals.totalCents > 0 && (
          <Alert color="yellow" role="note">
            {t('summary.vatProvisional')}
          </Alert>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
