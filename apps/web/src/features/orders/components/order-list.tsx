import { Stack } from '@mantine/core';
import type { OrderListItem } from '@shortlist/domain/orders/api-contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { OrderCard } from './order-card.tsx';

/**
 * Orders as cards, each with its actions (pay now, retry, cancel after a confirmation): the
 * orders page lists them all, the basket and the checkout those awaiting payment.
 */
export function OrderList({
  items,
  headingOrder = 2,
  hidden,
}: {
  items: OrderListItem[];
  headingOrder?: 2 | 3;
  /** The orders page's hidden columns (the basket and the checkout hide nothing). */
  hidden?: ReadonlySet<string>;
}) {
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
    // Not `mutate`'s own callback: on the basket, the cancelled order leaves the list (this
    // component with it) before the mutation settles, and the success must still be said.
    cancel
      .mutateAsync(cancelling)
      .then(() => {
        setCancelling(null);
        notify.success(t('list.cancelled', { reference }));
      })
      .catch(() => undefined);
  };

  return (
    <>
      <Stack gap="md">
        {items.map((order) => (
          <OrderCard
            key={order.Id}
            order={order}
            headingOrder={headingOrder}
            hidden={hidden}
            onCancel={() => setCancelling(order)}
          />
        ))}
      </Stack>
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('list.cancelTitle', { reference: cancelling?.reference ?? '' })}
        message={t('list.cancelMessage')}
        confirmLabel={t('list.cancelConfirm')}
        keepLabel={t('basket.keep')}
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, t) : null}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
