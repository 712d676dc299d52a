import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Subscription } from '@shortlist/domain/orders/subscriptions';
import { useState } from 'react';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatSuperStampEnd } from '../../../shared/superstamp/format-end.ts';
import { SuperStampDialog } from '../../../shared/superstamp/superstamp-dialog.tsx';
import { useExpiringSubscriptions } from '../api/get-expiring-subscriptions.ts';

/**
 * The basket's offer to renew the SuperStamps in their last 30 days (spec §7
 * `basket/expiring-subscriptions`); nothing when there are none, or while loading or failing
 * (it is an offer beside the basket, not the basket).
 */
export function RenewalOffer({ accountId }: { accountId: number }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const expiring = useExpiringSubscriptions(accountId);
  const [renewing, setRenewing] = useState<Subscription | null>(null);
  if (!expiring.data || expiring.data.length === 0) return null;
  return (
    <Alert color="yellow" mb="md" title={t('subscriptions.basketOfferTitle')} data-testid="renewal-offer">
      <Stack gap="xs">
        <Text size="sm">{t('subscriptions.basketOffer')}</Text>
        {expiring.data.map((s) => (
          <Group key={s.IdFilm} justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
              {s.filmTitle} ·{' '}
              {t('subscriptions.ends', { date: formatSuperStampEnd(s.DateExpiration, language) })}
            </Text>
            <Button
              size="xs"
              onClick={() => setRenewing(s)}
              aria-label={t('subscriptions.renewFor', { film: s.filmTitle })}
            >
              {t('superStampOffer.renew')}
            </Button>
          </Group>
        ))}
      </Stack>
      {renewing && (
        <SuperStampDialog
          accountId={accountId}
          film={{ Id: renewing.IdFilm, title: renewing.filmTitle }}
          initialCode={renewing.code}
          onClose={() => setRenewing(null)}
        />
      )}
    </Alert>
  );
}
