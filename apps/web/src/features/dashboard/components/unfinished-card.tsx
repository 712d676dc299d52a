import { Button, Group, Stack, Text } from '@mantine/core';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { unfinishedSubmissions } from '../summary.ts';
import { type CardState, DashboardCard } from './dashboard-card.tsx';

/** How many entries of a list the card names before "and the rest" is the page's job. */
const SHOWN = 5;

/**
 * Unfinished submissions (spec §2): entries waiting in the basket, to pay there, and those
 * waiting for their payment, to see in the invoices (spec §2 "Account").
 */
export function UnfinishedCard({ items, state }: { items: readonly SubmissionListItem[]; state: CardState }) {
  const { t } = useTranslation('dashboard');
  const { inBasket, paymentPending } = unfinishedSubmissions(items);
  const entry = (item: SubmissionListItem) => (
    <li key={item.IdInscription}>
      <Text size="sm">{t('unfinished.entry', { film: item.filmTitle, festival: item.festivalName })}</Text>
      {item.isExpired ? (
        <Text size="sm" c="red.9" fw={600}>
          {t('unfinished.closed')}
        </Text>
      ) : null}
    </li>
  );
  return (
    <DashboardCard id="unfinished" title={t('unfinished.title')} state={state}>
      {() =>
        inBasket.length === 0 && paymentPending.length === 0 ? (
          <Text>{t('unfinished.none')}</Text>
        ) : (
          <>
            {inBasket.length > 0 ? (
              <Stack gap={4}>
                <Text fz="xl" fw={700} data-testid="unfinished-count">
                  {t('unfinished.count', { count: inBasket.length })}
                </Text>
                <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {inBasket.slice(0, SHOWN).map(entry)}
                </Stack>
                <Group>
                  <Button component={LocalizedLink} route="cart">
                    {t('unfinished.pay')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
            {paymentPending.length > 0 ? (
              <Stack gap={4}>
                <Text fw={600}>{t('unfinished.pending', { count: paymentPending.length })}</Text>
                <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {paymentPending.slice(0, SHOWN).map(entry)}
                </Stack>
                <Group>
                  <Button component={LocalizedLink} route="profileInvoices" variant="light">
                    {t('unfinished.invoices')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </>
        )
      }
    </DashboardCard>
  );
}
