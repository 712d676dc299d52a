import { Alert, Button, Group, Text } from '@mantine/core';
import type { Film } from '@shortlist/domain/films/api-contracts';
import { isRenewable, subscriptionState } from '@shortlist/domain/orders/subscriptions';
import { useState } from 'react';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { formatSuperStampEnd } from '../../../shared/superstamp/format-end.ts';
import { SuperStampDialog } from '../../../shared/superstamp/superstamp-dialog.tsx';

/**
 * The film's SuperStamp on its publication tab (spec §2 SuperStamp/publication): none yet, "Buy a
 * SuperStamp"; running, its end; in its last 30 days (spec §4), "Renew"; ended, buy a new one.
 */
export function SuperStampBox({ film }: { film: Film }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  if (!session) return null;
  const until = film.DateExpirationSuperTimbre;
  const now = new Date();
  const state = until ? subscriptionState(new Date(until), now) : null;
  const date = until ? formatSuperStampEnd(until, language) : '';
  const renewable = isRenewable(until ? new Date(until) : null, now);

  const message =
    state === null
      ? t('superStampOffer.none')
      : state === 'expired'
        ? t('superStampOffer.endedOn', { date })
        : renewable
          ? t('superStampOffer.renewable', { date })
          : t('superStampOffer.activeUntil', { date });
  const action =
    state === 'active' ? null : renewable ? t('superStampOffer.renew') : t('superStampOffer.buy');

  return (
    <Alert
      color={state === 'active' ? 'green' : renewable ? 'yellow' : 'blue'}
      title={t('superStampOffer.boxTitle')}
      data-testid="superstamp-box"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 14rem' }}>
          {message}
        </Text>
        {action && (
          <Button variant="filled" onClick={() => setOpen(true)}>
            {action}
          </Button>
        )}
      </Group>
      {open && (
        <SuperStampDialog
          accountId={session.Id}
          film={{ Id: film.Id, title: film.TitreOriginal }}
          onClose={() => setOpen(false)}
        />
      )}
    </Alert>
  );
}
