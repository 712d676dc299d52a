import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/**
 * Spec §2 "basket popup": after "add to basket and stay", how many entries the basket holds and
 * the way to it, inside the panel (a dialog over the dialog would hide the cards the filmmaker
 * goes on choosing from). Announced politely to screen readers.
 */
export function BasketNotice(props: { count: number; onBasket: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('submissions');
  return (
    <Alert
      color="green"
      variant="light"
      title={t('panel.basketTitle')}
      withCloseButton
      closeButtonLabel={t('panel.keepGoing')}
      onClose={props.onDismiss}
      role="status"
      aria-live="polite"
      data-testid="basket-notice"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t('panel.basketCount', { count: props.count })}</Text>
        <Button size="xs" onClick={props.onBasket}>
          {t('panel.toBasket')}
        </Button>
      </Group>
    </Alert>
  );
}
