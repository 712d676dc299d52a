import { Alert, Button, Container, Group, Text, Title } from '@mantine/core';
import { hiddenProperties } from '@shortlist/domain/list-views/list-view-rules';
import { errorMessage } from '../../../shared/api/client.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useListColumns } from '../../../shared/list-views/api/get-columns.ts';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useTransferPending } from '../api/check-transfer-pending.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderList } from '../components/order-list.tsx';
import { OrdersViewsMenu } from '../components/orders-views-menu.tsx';

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
  const hidden = hiddenProperties(useListColumns('orders').data);

  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
        <Title order={1}>{t('list.title')}</Title>
        {accountId !== undefined && <OrdersViewsMenu />}
      </Group>
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
        <OrderList items={orders.data.items} hidden={hidden} />
      )}
    </Container>
  );
}
