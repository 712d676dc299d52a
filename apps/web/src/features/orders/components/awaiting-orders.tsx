import { Stack, Text, Title } from '@mantine/core';
import type { OrderListItem } from '@shortlist/domain/orders/api-contracts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { OrderList } from './order-list.tsx';

/**
 * The orders placed and still waiting for their money, on the basket and the checkout (issue 32):
 * their entries and stamps left the basket for the order, so the filmmaker who left the
 * provider's page finds them here, with "Pay now" and "Cancel order" (back to the basket).
 */
export function AwaitingOrders({ items }: { items: OrderListItem[] }) {
  const { t } = useTranslation('orders');
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="awaiting-orders-title" data-testid="awaiting-orders">
      <Title order={2} size="h4" id="awaiting-orders-title">
        {t('awaiting.title', { count: items.length })}
      </Title>
      <Text size="sm">{t('awaiting.intro', { count: items.length })}</Text>
      <OrderList items={items} headingOrder={3} />
    </Stack>
  );
}
