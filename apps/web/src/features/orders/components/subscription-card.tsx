import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Subscription } from '@shortlist/domain/orders/subscriptions';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatSuperStampEnd } from '../../../shared/superstamp/format-end.ts';

/**
 * One film's SuperStamp (spec §3 Subscription: film, duration months, expiration date) with what
 * can be done: renew in its last 30 days, buy again once ended; "in your basket" once there.
 */
export function SubscriptionCard(props: { subscription: Subscription; onRenew: () => void }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const s = props.subscription;
  const date = formatSuperStampEnd(s.DateExpiration, language);
  return (
    <Paper withBorder p="md" radius="md" data-testid="subscription" component="li">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Anchor
            component={LocalizedLink}
            route="filmEdit"
            params={{ id: String(s.IdFilm), tab: 'publication' }}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {s.filmTitle}
          </Anchor>
          <Text size="sm">
            {s.DureeMois ? `${t('subscriptions.months', { count: s.DureeMois })} · ` : ''}
            {s.state === 'expired' ? t('subscriptions.ended', { date }) : t('subscriptions.ends', { date })}
          </Text>
        </Stack>
        {s.inBasket ? (
          <Badge variant="light" color="gray">
            {t('subscriptions.inBasket')}
          </Badge>
        ) : s.state === 'expiringSoon' ? (
          <Button onClick={props.onRenew} aria-label={t('subscriptions.renewFor', { film: s.filmTitle })}>
            {t('superStampOffer.renew')}
          </Button>
        ) : s.state === 'expired' ? (
          <Button
            variant="default"
            onClick={props.onRenew}
            aria-label={t('subscriptions.buyAgainFor', { film: s.filmTitle })}
          >
            {t('subscriptions.buyAgain')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
