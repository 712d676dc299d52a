import { Button, Stack, Text, Title } from '@mantine/core';
import { SUBSCRIPTION_STATES, type Subscription } from '@shortlist/domain/orders/subscriptions';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/client.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { SuperStampDialog } from '../../../shared/superstamp/superstamp-dialog.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { ProfileTabs } from '../../../shared/ui/profile-tabs.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useSubscriptions } from '../api/get-subscriptions.ts';
import { SubscriptionCard } from '../components/subscription-card.tsx';

/**
 * `profile/subscriptions` (`profil/abonnements`, spec §2 "subscriptions (expiring soon,
 * expired)"): the films with a SuperStamp, grouped expiring soon (last 30 days) / active /
 * expired, each renewable from here through the SuperStamp dialog (its confirmation included).
 */
export function SubscriptionsPage() {
  const { t } = useTranslation(['orders', 'common']);
  const { session } = useSession();
  const accountId = session?.Id;
  const subscriptions = useSubscriptions(accountId);
  const [renewing, setRenewing] = useState<Subscription | null>(null);

  return (
    <PageContainer narrow py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('subscriptions.title')}</Title>
        <ProfileTabs />
        {accountId === undefined || subscriptions.isPending ? (
          <PageSkeleton />
        ) : subscriptions.isError ? (
          <RetryAlert title={t('subscriptions.error')} onRetry={() => subscriptions.refetch()}>
            <Text size="sm">{errorMessage(subscriptions.error, t)}</Text>
          </RetryAlert>
        ) : subscriptions.data.length === 0 ? (
          <EmptyState
            message={t('subscriptions.empty')}
            action={
              <Button component={LocalizedLink} route="films" variant="default">
                {t('subscriptions.toFilms')}
              </Button>
            }
          />
        ) : (
          SUBSCRIPTION_STATES.map((state) => {
            const group = subscriptions.data.filter((s) => s.state === state);
            if (group.length === 0) return null;
            return (
              <section key={state} aria-labelledby={`subscriptions-${state}`} data-testid={`group-${state}`}>
                <Title order={2} size="h3" mb="sm" id={`subscriptions-${state}`}>
                  {t(`subscriptions.${state}`)}
                </Title>
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {group.map((s) => (
                    <SubscriptionCard key={s.IdFilm} subscription={s} onRenew={() => setRenewing(s)} />
                  ))}
                </Stack>
              </section>
            );
          })
        )}
      </Stack>
      {renewing && accountId !== undefined && (
        <SuperStampDialog
          accountId={accountId}
          film={{ Id: renewing.IdFilm, title: renewing.filmTitle }}
          initialCode={renewing.code}
          onClose={() => setRenewing(null)}
        />
      )}
    </PageContainer>
  );
}
