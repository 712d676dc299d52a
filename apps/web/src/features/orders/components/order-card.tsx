import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderListItem } from '@shortlist/domain/orders/api-contracts';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { canCancel, canPayNow, canRetry, STATUS_COLOURS } from '../order-actions.ts';
import { formatOrderDate } from '../order-date.ts';
import { orderLineSubject } from '../order-line-subject.ts';
import { OrderDocuments } from './order-documents.tsx';

/** One order of the orders page (spec §2 Account: orders, §3 Order). */
export function OrderCard({
  order,
  onCancel,
  headingOrder = 2,
  hidden,
}: {
  order: OrderListItem;
  onCancel: () => void;
  /** The card's heading level under the page's (2 on the orders page, 3 under a section's). */
  headingOrder?: 2 | 3;
  /** The columns the filmmaker hid on the orders page (issue 34's saved views): their facts leave. */
  hidden?: ReadonlySet<string>;
}) {
  const shows = (column: string) => !hidden?.has(column);
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const titleId = `order-${order.Id}-title`;
  const fact = (label: string, value: string) => (
    <Group gap="xs" wrap="wrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm">
        {value}
      </Text>
    </Group>
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={titleId}
      data-testid="order"
      data-status={order.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={headingOrder} size="h5" id={titleId}>
            {t('list.order', { reference: order.reference })}
          </Title>
          {shows('status') && (
            <Badge color={STATUS_COLOURS[order.status]} variant="light" size="lg" tt="none">
              {t(`statuses.${order.status}`)}
            </Badge>
          )}
        </Group>
        <Stack gap={4} component="dl" m={0}>
          {shows('date') && fact(t('list.date'), formatOrderDate(order.DateCreation, language))}
          {fact(t('confirm.method'), t(`methods.${order.method}`))}
          {shows('amount') && fact(t('list.total'), formatEuros(order.totals.totalCents, language))}
          {order.expiresAt && fact(t('list.expiresAt'), formatOrderDate(order.expiresAt, language))}
        </Stack>
        <List size="sm" spacing={2} aria-label={t('list.lines', { reference: order.reference })}>
          {order.lines.map((line) => (
            <List.Item key={line.Id}>
              {line.code ? t(`products.${line.code}`) : t(`lines.${line.kind}`)}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
              {' · '}
              {line.stampsUsed > 0
                ? t('summary.stamps', { count: line.stampsUsed })
                : formatEuros(line.netCents, language)}
              <LineSubject subject={orderLineSubject(line)} />
            </List.Item>
          ))}
        </List>
        {shows('invoices') && <OrderDocuments order={order} />}
        {(canPayNow(order) || canRetry(order) || canCancel(order)) && (
          <Group gap="sm" wrap="wrap">
            {canPayNow(order) && order.checkoutUrl && (
              <Button component="a" href={order.checkoutUrl}>
                {t('list.payNow')}
              </Button>
            )}
            {canRetry(order) && (
              <Button component={LocalizedLink} route="cart">
                {t('confirm.retry')}
              </Button>
            )}
            {canCancel(order) && (
              <Button variant="default" color="red" onClick={onCancel}>
                {t('list.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** What a line was for, under it; nothing for a line that names nothing (a booklet). */
function LineSubject({ subject }: { subject: string }) {
  if (!subject) return null;
  return (
    <Text component="span" display="block" size="xs" c="dimmed">
      {subject}
    </Text>
  );
}
