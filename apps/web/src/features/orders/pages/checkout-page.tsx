import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Container, Grid, Radio, Stack, Text, Title } from '@mantine/core';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { localizedPath } from '@shortlist/i18n/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { Trans, useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { useBasketCalculation } from '../api/calculate-basket.ts';
import { useAwaitingOrders } from '../api/get-awaiting-orders.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { orderKeys } from '../api/query-keys.ts';
import { AwaitingOrders } from '../components/awaiting-orders.tsx';
import { BasketSummary } from '../components/basket-summary.tsx';
import { CheckoutBilling } from '../components/checkout-billing.tsx';
import { CheckoutStepper } from '../components/checkout-stepper.tsx';
import { type ApplePayBrowser, type CheckoutMethod, offeredMethods } from '../offered-methods.ts';
import { confirmationId } from '../redirect-target.ts';
import { type PaymentForm, ZPaymentForm } from '../schemas.ts';

/**
 * `checkout` (spec §2, §5): the second step. The summary again (what stamps pay, what money pays,
 * VAT and total, before the pay button), the billing address it was computed with, the payment
 * method, and the terms accepted at payment. An order asking no money is paid by the stamp
 * balance alone; any other needs a complete billing address.
 */
export function CheckoutPage() {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const language = useLanguage();
  const navigate = useNavigate();
  const { session } = useSession();
  // `?part=items`: the booklets and SuperStamps paid first, the entries left in the basket (issue 32).
  const [search] = useSearchParams();
  const itemsOnly = search.get('part') === 'items';
  const calculation = useBasketCalculation(session?.Id, itemsOnly);
  // Orders placed and awaiting payment (the provider's page left): shown first, never an empty page.
  const awaiting = useAwaitingOrders(session?.Id).data?.items ?? [];
  // Which money methods the server takes now (bank transfer only when switched on): the others are hidden.
  const status = usePaymentStatus();
  const place = usePlaceOrder();
  const form = useForm<PaymentForm>({
    resolver: zodResolver(ZPaymentForm),
    defaultValues: { method: undefined, acceptTerms: false as unknown as true },
  });
  const { errors } = form.formState;

  const data = calculation.data;
  const moneyDue = (data?.totals.totalCents ?? 0) > 0;
  const empty = data !== undefined && data.lines.length === 0;
  const needsAddress = moneyDue && data?.billingAddressComplete === false;
  const methodFor = (method: CheckoutMethod) => (moneyDue ? method !== 'balance' : method === 'balance');
  const offered = offeredMethods(status.data, globalThis as ApplePayBrowser);
  // Nothing to pay in money: the stamp balance is the one method, chosen already.
  // A billing address saved in place: VAT worked out again, then back to the payment.
  const queryClient = useQueryClient();
  const paymentTitle = useRef<HTMLHeadingElement>(null);
  const backToPayment = async () => {
    if (session) await queryClient.invalidateQueries({ queryKey: orderKeys.calculation(session.Id) });
    paymentTitle.current?.focus();
  };
  const { setValue } = form;
  useEffect(() => {
    if (data && !moneyDue) setValue('method', 'balance');
  }, [data, moneyDue, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (session === null) return;
    const placed = await place
      .mutateAsync({
        Id: session.Id,
        method: values.method,
        acceptTerms: true,
        ...(itemsOnly ? { itemsOnly: true as const } : {}),
      })
      .catch(() => null);
    if (!placed) return;
    const confirmId = confirmationId(placed.redirectUrl, globalThis.location.origin);
    if (confirmId) navigate(localizedPath('confirm', language, { id: confirmId }));
    // The payment provider's hosted page (card, Apple Pay, PayPal).
    else globalThis.location.assign(placed.redirectUrl);
  });

  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <CheckoutStepper active="payment" />
      <Title order={1} mb="md">
        {t('checkout.title')}
      </Title>
      {calculation.isPending || status.isPending ? (
        <PageSkeleton />
      ) : calculation.isError || status.isError ? (
        <Alert color="red" role="alert" title={t('summary.error')}>
          <Text size="sm">{errorMessage(calculation.error ?? status.error, t)}</Text>
          <Button
            mt="sm"
            variant="default"
            onClick={() => {
              if (calculation.isError) calculation.refetch();
              if (status.isError) status.refetch();
            }}
          >
            {t('common:tryAgain')}
          </Button>
        </Alert>
      ) : (empty || !data) && awaiting.length > 0 ? (
        <Stack gap="md">
          <AwaitingOrders items={awaiting} />
          <Anchor component={LocalizedLink} route="cart" size="sm">
            {t('checkout.backToBasket')}
          </Anchor>
        </Stack>
      ) : empty || !data ? (
        <EmptyState
          message={t('checkout.empty')}
          action={
            <Button component={LocalizedLink} route="cart" variant="light">
              {t('checkout.backToBasket')}
            </Button>
          }
        />
      ) : (
        <Grid gap="lg">
          {awaiting.length > 0 && (
            <Grid.Col span={12}>
              <AwaitingOrders items={awaiting} />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xl">
              {itemsOnly && (
                <Alert color="blue" role="note">
                  <Text size="sm">{t('checkout.itemsFirst')}</Text>
                </Alert>
              )}
              <CheckoutBilling
                complete={data.billingAddressComplete}
                moneyDue={moneyDue}
                onSaved={backToPayment}
              />
              <form onSubmit={onSubmit} noValidate aria-labelledby="payment-title">
                <Stack gap="lg">
                  <Title order={2} size="h4" id="payment-title" ref={paymentTitle} tabIndex={-1}>
                    {t('checkout.payment')}
                  </Title>
                  <Controller
                    control={form.control}
                    name="method"
                    render={({ field }) => (
                      <Radio.Group
                        label={t('checkout.method')}
                        required
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        error={errors.method ? t('checkout.methodRequired') : undefined}
                      >
                        <Stack gap={6} mt={6}>
                          {offered.map((method) => (
                            <Radio
                              key={method}
                              value={method}
                              label={t(`methods.${method}`)}
                              description={t(`checkout.methodHint.${method}`)}
                              disabled={!methodFor(method)}
                            />
                          ))}
                        </Stack>
                      </Radio.Group>
                    )}
                  />
                  <Checkbox
                    {...form.register('acceptTerms')}
                    required
                    error={errors.acceptTerms ? t('checkout.termsRequired') : undefined}
                    label={
                      <Trans
                        ns="orders"
                        i18nKey="checkout.acceptTerms"
                        components={{
                          terms: (
                            <Anchor
                              href={localizedPath('terms', language)}
                              target="_blank"
                              rel="noopener"
                              inherit
                              underline="always"
                            />
                          ),
                        }}
                      />
                    }
                  />
                  {place.error && (
                    <Alert color="red" role="alert" title={t('checkout.failed')}>
                      {errorMessage(place.error, t)}
                    </Alert>
                  )}
                  <Stack gap="xs">
                    <Button type="submit" size="md" loading={place.isPending} disabled={needsAddress}>
                      {moneyDue
                        ? t('checkout.pay', { total: formatEuros(data.totals.totalCents, language) })
                        : t('checkout.payWithStamps')}
                    </Button>
                    <Anchor component={LocalizedLink} route="cart" size="sm">
                      {t('checkout.backToBasket')}
                    </Anchor>
                  </Stack>
                </Stack>
              </form>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <BasketSummary calculation={data} />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
