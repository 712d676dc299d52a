import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import type { OrderListItem } from '@shortlist/domain/orders/api-contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useTransferPending } from '../api/check-transfer-pending.ts';
import { useOrders } from '../api/get-orders.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { OrderCard } from '../components/order-card.tsx';

/**
 * `accounting/orders` (spec §2 Account: orders): every order of the filmmaker with its status,
 * method, lines and documents; cancel one still waiting for its money, pay an open card payment,
 * retry a failed one; a warning while a bank transfer is awaited.
 */
export function OrdersPage() {
  const { t } = useTranslation(['orders', 'common']);
  const { session } = useSession();
  const accountId = session?.Id;
  const orders = useOrders(accountId);
  const transfer = useTransferPending(accountId);

  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Title order={1} mb="md">
        {t('list.title')}
      </Title>
      {transfer.data?.pending && (
        <Alert color="yellow" role="status" mb="md" data-testid="transfer-pending">
          <Text size="sm">{t('list.transferPending')}</Text>
        </Alert>
      )}
      {accountId === undefined || orders.isPending ? (
        <PageSkeleton />
      ) : orders.isError ? (
        <RetryAlert title={t('list.error')} onRetry={() => orders.refetch()}>
          <Text size="sm">{errorMessage(orders.error, t)}</Text>
        </RetryAlert>
      ) : orders.data.items.length === 0 ? (
        <EmptyState
          message={t('list.empty')}
          action={
            <Button component={LocalizedLink} route="cart" variant="default">
              {t('list.toBasket')}
            </Button>
          }
        />
      ) : (
        <OrderList items={orders.data.items} />
      )}
    </Container>
  );
}

function OrderList({ items }: { items: OrderListItem[] }) {
  const { t } = useTranslation(['orders', 'errors']);
  const notify = useNotify();
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState<OrderListItem | null>(null);

  const close = () => {
    setCancelling(null);
    cancel.reset();
  };
  const confirm = () => {
    if (!cancelling) return;
    const reference = cancelling.reference;
    cancel.mutate(cancelling, {
      onSuccess: () => {
        setCancelling(null);
        notify.success(t('list.cancelled', { reference }));
      },
    });
  };

  return (
    <>
      <Stack gap="md">
        {items.map((order) => (
          <OrderCard key={order.Id} order={order} onCancel={() => setCancelling(order)} />
        ))}
      </Stack>
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('list.cancelTitle', { reference: cancelling?.reference ?? '' })}
        message={t('list.cancelMessage')}
        confirmLabel={t('list.cancelConfirm')}
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, t) : null}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
