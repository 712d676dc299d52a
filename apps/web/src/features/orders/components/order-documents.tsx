import { Anchor, Box, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@shortlist/domain/orders/api-contracts';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatOrderDate } from '../order-date.ts';
import { type OrderDocument, orderDocuments } from '../order-documents.ts';

/**
 * An order's documents under it, each with what it is and when it was issued (issue 32): its
 * invoices and credit notes to download, the bank transfer's details while the transfer is
 * awaited, or why there is none yet.
 */
export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const { documents, none } = orderDocuments(order);
  const titleId = `order-${order.Id}-documents`;

  const explanation = (document: OrderDocument) => {
    if (document.role === 'platformInvoice') return t('list.documents.platformInvoice');
    if (document.role === 'festivalInvoice')
      return document.festivalName
        ? t('list.documents.festivalInvoice', { festival: document.festivalName })
        : t('list.documents.festivalInvoiceUnnamed');
    return document.cancels
      ? t('list.documents.creditNote', { number: document.cancels })
      : t('list.documents.creditNoteUnpaired');
  };

  return (
    // A group, not a region: every order has its "Documents", and landmarks must be unique.
    <Box role="group" aria-labelledby={titleId}>
      <Title order={3} size="h6" id={titleId} mb={4}>
        {t('list.documents.title')}
      </Title>
      {documents.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <li key={`${document.kind}-${document.number}`} data-testid="order-document">
              <Anchor href={document.path} download size="sm">
                {t(`list.${document.kind}`, { number: document.number })}
              </Anchor>
              <Text size="xs">{explanation(document)}</Text>
              <Text size="xs" c="dimmed">
                {t('list.documents.issued', {
                  date: formatOrderDate(document.issuedAt, language),
                  total: formatEuros(document.totalCents, language),
                })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {order.bankTransfer && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('confirm.transfer.title')}
          </Text>
          <Text size="xs">{t('list.documents.transfer')}</Text>
          <Stack gap={4} component="dl" m={0} aria-label={t('confirm.transfer.title')}>
            {(['iban', 'bic', 'reference'] as const).map((field) => (
              <Group key={field} gap="xs" wrap="wrap">
                <Text component="dt" size="sm" c="dimmed">
                  {t(`confirm.transfer.${field}`)}
                </Text>
                <Text component="dd" m={0} size="sm">
                  <Code>{order.bankTransfer?.[field]}</Code>
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
      {none && (
        <Text size="sm" c="dimmed">
          {t(`list.documents.${none}`)}
        </Text>
      )}
    </Box>
  );
}
