import { Box, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Basket, OrderListItem } from '@shortlist/domain/orders/api-contracts';
import { FORMULA_IDS } from '@shortlist/domain/orders/formulas';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useBasketCalculation } from '../api/calculate-basket.ts';
import { useAwaitingOrders } from '../api/get-awaiting-orders.ts';
import { useBasket } from '../api/get-basket.ts';
import { useBasketCheck } from '../api/get-basket-check.ts';
import { useRemoveAllSubmissions } from '../api/remove-all-submissions.ts';
import { useRemoveSubmission } from '../api/remove-submission.ts';
import { useUpdateFormula } from '../api/update-formula.ts';
import { AwaitingOrders } from '../components/awaiting-orders.tsx';
import { BasketEntry } from '../components/basket-entry.tsx';
import { BasketItemList } from '../components/basket-item-list.tsx';
import { BasketSummary } from '../components/basket-summary.tsx';
import { BookletFirstNotice } from '../components/booklet-first-notice.tsx';
import { BookletShop } from '../components/booklet-shop.tsx';
import { CheckoutStepper } from '../components/checkout-stepper.tsx';
import { CouponField } from '../components/coupon-field.tsx';
import { RenewalOffer } from '../components/renewal-offer.tsx';

/** What the remove dialog is asked about: one entry, or every entry. */
type Removal = { kind: 'one'; IdInscription: number; title: string } | { kind: 'all' };

/**
 * `cart` (spec §2): the basket's entries with their fees and how each is paid, stamp booklets,
 * SuperStamps, and the summary from `calculate`; the first step of the checkout stepper.
 */
export function BasketPage() {
  const { t } = useTranslation(['orders', 'common']);
  const { session } = useSession();
  const accountId = session?.Id;
  const basket = useBasket(accountId);
  const calculation = useBasketCalculation(accountId);
  const awaiting = useAwaitingOrders(accountId);

  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <CheckoutStepper active="basket" />
      <Title order={1} mb="md">
        {t('basket.title')}
      </Title>
      {accountId !== undefined && <RenewalOffer accountId={accountId} />}
      {accountId === undefined || basket.isPending ? (
        <PageSkeleton />
      ) : basket.isError ? (
        <RetryAlert title={t('basket.error')} onRetry={() => basket.refetch()}>
          <Text size="sm">{errorMessage(basket.error, t)}</Text>
        </RetryAlert>
      ) : (
        <BasketContent
          accountId={accountId}
          basket={basket.data}
          calculation={calculation}
          awaiting={awaiting.data?.items ?? []}
        />
      )}
    </Container>
  );
}

function BasketContent({
  accountId,
  basket,
  calculation,
  awaiting,
}: {
  accountId: number;
  basket: Basket;
  calculation: ReturnType<typeof useBasketCalculation>;
  /** Orders placed and awaiting payment: what left the basket for them (issue 32). */
  awaiting: OrderListItem[];
}) {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const notify = useNotify();
  const formula = useUpdateFormula(accountId);
  const removeOne = useRemoveSubmission(accountId);
  const removeAll = useRemoveAllSubmissions(accountId);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const removing = removal?.kind === 'all' ? removeAll : removeOne;
  const closeRemoval = () => {
    setRemoval(null);
    removeOne.reset();
    removeAll.reset();
  };
  const confirmRemoval = () => {
    if (!removal) return;
    const done = {
      onSuccess: () => {
        notify.success(t(removal.kind === 'all' ? 'basket.removedAll' : 'basket.removed'));
        setRemoval(null);
      },
    };
    if (removal.kind === 'all') removeAll.mutate(undefined, done);
    else removeOne.mutate(removal.IdInscription, done);
  };
  const check = useBasketCheck(accountId);
  const empty = basket.count === 0;
  const hasProblems = (calculation.data?.problems.length ?? 0) > 0;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xl">
          <AwaitingOrders items={awaiting} />
          {calculation.data && <BookletFirstNotice calculation={calculation.data} />}
          <Stack gap="sm" component="section" aria-labelledby="basket-entries-title">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h4" id="basket-entries-title">
                {t('basket.entries', { count: basket.submissions.length })}
              </Title>
              {basket.submissions.length > 1 && (
                <Button
                  variant="subtle"
                  color="red.9"
                  size="compact-sm"
                  onClick={() => setRemoval({ kind: 'all' })}
                >
                  {t('basket.removeAll')}
                </Button>
              )}
            </Group>
            {basket.submissions.length === 0 && awaiting.length > 0 ? (
              <Text size="sm">{t('awaiting.noOtherEntry')}</Text>
            ) : basket.submissions.length === 0 ? (
              <EmptyState
                message={t('basket.empty')}
                action={
                  <Button component={LocalizedLink} route="festivals" variant="light">
                    {t('basket.findFestival')}
                  </Button>
                }
              />
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {basket.submissions.map((entry) => (
                  <BasketEntry
                    key={entry.IdInscription}
                    accountId={accountId}
                    entry={entry}
                    calculation={calculation.data}
                    checks={check.data?.checks.filter((c) => c.IdInscription === entry.IdInscription) ?? []}
                    superStampInBasket={basket.superStamps.some((s) => s.IdFilm === entry.IdFilm)}
                    changing={formula.isPending}
                    onFormula={(next) =>
                      formula.mutate(
                        { FormuleId: FORMULA_IDS[next] as 1 | 2 | 3, SubmissionIds: [entry.IdInscription] },
                        { onError: (error) => notify.error(errorMessage(error, t)) },
                      )
                    }
                    onRemove={() =>
                      setRemoval({ kind: 'one', IdInscription: entry.IdInscription, title: entry.filmTitle })
                    }
                  />
                ))}
              </Stack>
            )}
          </Stack>
          {basket.superStamps.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="basket-superstamps-title">
              <Title order={2} size="h4" id="basket-superstamps-title">
                {t('superStamps.title')}
              </Title>
              <BasketItemList
                accountId={accountId}
                rows={basket.superStamps.map((item) => ({
                  Id: item.Id,
                  text: t('superStamps.forFilm', { name: t(`products.${item.code}`), film: item.filmTitle }),
                  name: t(`products.${item.code}`),
                }))}
              />
            </Stack>
          )}
          <BookletShop accountId={accountId} basket={basket} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Box>
          {calculation.isPending ? (
            <Paper withBorder radius="md" p="md" role="status">
              <Text size="sm">{t('common:loading')}</Text>
            </Paper>
          ) : calculation.isError ? (
            <RetryAlert title={t('summary.error')} onRetry={() => calculation.refetch()} />
          ) : (
            <BasketSummary calculation={calculation.data}>
              {!empty && <CouponField accountId={accountId} calculation={calculation.data} />}
              {hasProblems && (
                <Text size="sm" c="red.9">
                  {t('basket.fixProblems')}
                </Text>
              )}
              {empty || hasProblems || calculation.data.couponProblem ? (
                <Button fullWidth disabled>
                  {t('basket.toPayment')}
                </Button>
              ) : (
                <Button component={LocalizedLink} route="checkout" fullWidth>
                  {t('basket.toPayment')}
                </Button>
              )}
            </BasketSummary>
          )}
        </Box>
      </Grid.Col>
      <ConfirmDialog
        opened={removal !== null}
        title={removal?.kind === 'all' ? t('basket.removeAllTitle') : t('basket.removeOneTitle')}
        message={
          removal?.kind === 'one'
            ? t('basket.removeOneMessage', { film: removal.title })
            : t('basket.removeAllMessage', { count: basket.submissions.length })
        }
        confirmLabel={removal?.kind === 'all' ? t('basket.removeAll') : t('basket.remove')}
        keepLabel={t('basket.keep')}
        pending={removing.isPending}
        error={removing.error ? errorMessage(removing.error, t) : null}
        onConfirm={confirmRemoval}
        onClose={closeRemoval}
      />
    </Grid>
  );
}
