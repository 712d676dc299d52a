import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Basket } from '@shortlist/domain/orders/api-contracts';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { errorMessage } from '../../../shared/api/client.ts';
import { useActiveProducts } from '../../../shared/catalogue/api/get-active-products.ts';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useAddBooklet } from '../api/add-booklet.ts';
import { BasketItemList } from './basket-item-list.tsx';

/**
 * Stamp booklets (spec §1, docs/decisions.md prices): the catalogue's booklets to add, and those
 * already in the basket with their quantity, each removable. Stamps never expire.
 */
export function BookletShop({ accountId, basket }: { accountId: number; basket: Basket }) {
  const { t } = useTranslation(['orders', 'errors', 'common']);
  const language = useLanguage();
  const notify = useNotify();
  const products = useActiveProducts();
  const add = useAddBooklet(accountId);
  const booklets = (products.data ?? []).filter((product) => product.kind === 'stampBooklet');

  return (
    <Stack gap="sm" component="section" aria-labelledby="booklets-title">
      <Title order={2} size="h4" id="booklets-title">
        {t('booklets.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('booklets.lead')}
      </Text>
      {basket.booklets.length > 0 && (
        <BasketItemList
          accountId={accountId}
          label={t('booklets.inBasket')}
          rows={basket.booklets.map((item) => ({
            Id: item.Id,
            text: t('booklets.quantity', { name: t(`products.${item.code}`), count: item.quantity }),
            name: t(`products.${item.code}`),
          }))}
        />
      )}
      {products.isPending ? (
        <Skeleton height={80} aria-hidden="true" />
      ) : products.isError ? (
        <RetryAlert title={t('booklets.error')} onRetry={() => products.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {booklets.map((product) => (
            <Paper key={product.Id} withBorder radius="md" p="sm">
              <Stack gap={4}>
                <Text fw={600}>{t(`products.${product.code}`)}</Text>
                <Text size="sm">
                  {t('booklets.price', {
                    price: formatEuros(product.priceCents, language),
                    each: formatEuros(Math.round(product.priceCents / Math.max(product.stamps, 1)), language),
                  })}
                </Text>
                <Button
                  variant="light"
                  size="compact-sm"
                  mt={4}
                  aria-label={t('booklets.addNamed', { name: t(`products.${product.code}`) })}
                  loading={add.isPending && add.variables?.productId === product.Id}
                  onClick={() =>
                    add.mutate(
                      { productId: product.Id, quantity: 1 },
                      {
                        onSuccess: () =>
                          notify.success(t('booklets.added', { name: t(`products.${product.code}`) })),
                        onError: (error) => notify.error(errorMessage(error, t)),
                      },
                    )
                  }
                >
                  {t('booklets.add')}
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
