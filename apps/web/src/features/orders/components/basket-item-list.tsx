import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../shared/api/client.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useRemoveBasketItem } from '../api/remove-basket-item.ts';

export type BasketItemRow = {
  /** The basket item's id (`panier_article`). */
  Id: number;
  /** What the row says: the booklet and its quantity, the SuperStamp and its film. */
  text: string;
  /** The product's name, for the remove button's accessible name. */
  name: string;
};

/** Booklets or SuperStamps in the basket, one row each with its remove button. */
export function BasketItemList(props: { accountId: number; rows: readonly BasketItemRow[]; label?: string }) {
  const { t } = useTranslation(['orders', 'errors']);
  const notify = useNotify();
  const remove = useRemoveBasketItem(props.accountId);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={props.label}>
      {props.rows.map((row) => (
        <Paper key={row.Id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{row.text}</Text>
            <Button
              variant="subtle"
              color="red.9"
              size="compact-sm"
              aria-label={t('basket.removeNamed', { name: row.name })}
              loading={remove.isPending && remove.variables === row.Id}
              onClick={() =>
                remove.mutate(row.Id, { onError: (error) => notify.error(errorMessage(error, t)) })
              }
            >
              {t('basket.remove')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
