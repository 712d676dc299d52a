import { Alert, Button, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@shortlist/domain/orders/api-contracts';
import { formatIban } from '@shortlist/domain/orders/iban';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { errorMessage } from '../../../shared/api/client.ts';
import { useCurrentRoute, useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { isOrderNotFound, useOrder } from '../api/get-order.ts';
import { CheckoutStepper } from '../components/checkout-stepper.tsx';
import { confirmationNotes, confirmationState, offersRetry, STATE_COLOURS } from '../confirmation-state.ts';

/** `confirm/{id}` (spec §2, §4): the last step, saying where the order stands and what comes next. */
export function ConfirmPage() {
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const { params } = useCurrentRoute();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : undefined;
  const order = useOrder(id);

  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <CheckoutStepper active="confirmation" />
      {id === undefined || (order.isError && isOrderNotFound(order.error)) ? (
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t('confirm.notFound')}</Title>
          <Button variant="default" component={LocalizedLink} route="orders">
            {t('confirm.toOrders')}
          </Button>
        </Stack>
      ) : order.isPending ? (
        <PageSkeleton />
      ) : order.isError ? (
        <Alert
          color="red"
          role="alert"
          title={
            <Title order={1} size="h4">
              {t('confirm.error')}
            </Title>
          }
        >
          <Text size="sm">{errorMessage(order.error, t)}</Text>
          <Button mt="sm" variant="default" onClick={() => order.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </Alert>
      ) : (
        <OrderConfirmation order={order.data} />
      )}
    </Container>
  );
}

function OrderConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const state = confirmationState(order);
  const entries = order.lines.filter((line) => line.kind === 'entryFee').length;
  // Paid and soon-paid orders say what each kind of purchase became; the others have one sentence.
  const body =
    state === 'paid' || state === 'pendingCard'
      ? confirmationNotes(order)
          .map((note) => t(`confirm.states.${state}.${note.key}`, { count: note.count }))
          .join(' ')
      : t(`confirm.states.${state}.body`, { count: entries });

  return (
    <Stack gap="lg">
      <Title order={1}>{t(`confirm.states.${state}.title`)}</Title>
      <Alert color={STATE_COLOURS[state]} role="status" data-testid="confirmation-state" data-state={state}>
        <Text size="sm">{body}</Text>
      </Alert>
      {state === 'pendingTransfer' && order.bankTransfer && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="transfer-title">
          <Title order={2} size="h5" id="transfer-title" mb="xs">
            {t('confirm.transfer.title')}
          </Title>
          <Stack gap={4} component="dl" m={0}>
            {(['holder', 'iban', 'bic', 'reference'] as const).map((field) => (
              <Group key={field} gap="xs" wrap="wrap">
                <Text component="dt" size="sm">
                  {t(`confirm.transfer.${field}`)}
                </Text>
                <Text component="dd" m={0} size="sm">
                  <Code>
                    {field === 'iban' && order.bankTransfer
                      ? formatIban(order.bankTransfer.iban)
                      : order.bankTransfer?.[field]}
                  </Code>
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-facts-title">
        <Title order={2} size="h5" id="order-facts-title" mb="xs">
          {t('confirm.order', { reference: order.reference })}
        </Title>
        <Stack gap={4} component="dl" m={0}>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" size="sm">
              {t('confirm.method')}
            </Text>
            <Text component="dd" m={0} size="sm">
              {t(`methods.${order.method}`)}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" size="sm">
              {t('confirm.stampsUsed')}
            </Text>
            <Text component="dd" m={0} size="sm">
              {t('summary.stamps', { count: order.totals.stampsUsed })}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text component="dt" size="sm">
              {t('summary.total')}
            </Text>
            <Text component="dd" m={0} size="sm" fw={600}>
              {formatEuros(order.totals.totalCents, language)}
            </Text>
          </Group>
        </Stack>
      </Paper>
      <Group gap="sm" wrap="wrap">
        {offersRetry(state) && (
          <Button component={LocalizedLink} route="cart">
            {t('confirm.retry')}
          </Button>
        )}
        <Button component={LocalizedLink} route="orders" variant="default">
          {t('confirm.toOrders')}
        </Button>
        <Button component={LocalizedLink} route="submissions" variant="default">
          {t('confirm.toSubmissions')}
        </Button>
      </Group>
    </Stack>
  );
}
