import { Button, Group, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useFeeOffers } from '../api/get-fee-offers.ts';
import { useStampOffers } from '../api/get-stamp-offers.ts';
import { formatDay, formatOfferValue } from '../format.ts';
import { combined, DashboardCard } from './dashboard-card.tsx';

/** Special offers (spec §2, issue 15): free stamps granted to the account and its fee-discount codes. */
export function OffersCard() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const stamps = useStampOffers();
  const fees = useFeeOffers();
  return (
    <DashboardCard id="offers" title={t('offers.title')} state={combined(stamps, fees)}>
      {() => {
        const freeStamps = stamps.data?.freeStamps ?? [];
        const coupons = fees.data ?? [];
        if (freeStamps.length === 0 && coupons.length === 0) return <Text>{t('offers.none')}</Text>;
        return (
          <>
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {freeStamps.map((offer) => (
                <Text component="li" key={`stamp-${offer.grantedAt}`} data-testid="free-stamp-offer">
                  {t('offers.freeStamps', {
                    count: offer.stamps,
                    date: formatDay(offer.grantedAt, language),
                  })}
                </Text>
              ))}
              {coupons.map((offer) => (
                <li key={`fee-${offer.code}`} data-testid="fee-offer">
                  <Text>
                    {t('offers.fee', {
                      code: offer.code,
                      value: formatOfferValue(offer, language),
                      target: t(`offers.target.${offer.appliesTo}`),
                    })}
                  </Text>
                  {offer.validUntil ? (
                    <Text size="sm" c="dimmed">
                      {t('offers.until', { date: formatDay(offer.validUntil, language) })}
                    </Text>
                  ) : null}
                </li>
              ))}
            </Stack>
            <Group mt="auto">
              <Button component={LocalizedLink} route="cart" variant="light">
                {t('offers.use')}
              </Button>
            </Group>
          </>
        );
      }}
    </DashboardCard>
  );
}
