import { Anchor, Button, Group, List, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatSuperStampEnd } from '../../../shared/superstamp/format-end.ts';
import { useStampOffers } from '../api/get-stamp-offers.ts';
import { useSuperStampBalance } from '../api/get-superstamp-balance.ts';
import { combined, DashboardCard } from './dashboard-card.tsx';

/** Stamps and SuperStamps (spec §2): the balance, each film's SuperStamp, and where to buy more. */
export function StampsCard() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const stamps = useStampOffers();
  const superStamps = useSuperStampBalance();
  return (
    <DashboardCard id="stamps" title={t('stamps.title')} state={combined(stamps, superStamps)}>
      {() => (
        <>
          <div>
            <Text fz="xl" fw={700} data-testid="stamp-balance">
              {t('stamps.balance', { count: stamps.data?.stampBalance ?? 0 })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('stamps.balanceHint')}
            </Text>
          </div>
          <div>
            <Text fw={600} size="sm">
              {t('stamps.superStamps')}
            </Text>
            {superStamps.data && superStamps.data.length > 0 ? (
              <List size="sm" spacing={2}>
                {superStamps.data.map((film) => (
                  <List.Item key={film.IdFilm}>
                    <Anchor component={LocalizedLink} route="filmEdit" params={{ id: String(film.IdFilm) }}>
                      {film.title}
                    </Anchor>{' '}
                    {t(film.active ? 'stamps.superStampUntil' : 'stamps.superStampEnded', {
                      date: formatSuperStampEnd(film.until, language),
                    })}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{t('stamps.noSuperStamp')}</Text>
            )}
          </div>
          <Group mt="auto">
            <Button component={LocalizedLink} route="cart" variant="light">
              {t('stamps.buy')}
            </Button>
          </Group>
        </>
      )}
    </DashboardCard>
  );
}
