import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { FestivalCard as FestivalCardData } from '@shortlist/domain/festivals/api-contracts';
import { cardBadge } from '@shortlist/domain/festivals/card-badge';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatFeeRange } from '../format.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { ExpiresSoonBadge, OpensOnBadge, StatusBadge } from './status-badge.tsx';

/** A festival in the directory and the home lists (DESIGN.md: logo, name, place, edition, status, deadline, fees, heart). */
export function FestivalCard({
  festival,
  headingLevel = 3,
}: {
  festival: FestivalCardData;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('festivals');
  const language = useLanguage();
  const place = festival.Ville
    ? t('card.place', { city: festival.Ville, country: festival.LibellePays })
    : festival.LibellePays;
  const fees = festival.fees
    ? formatFeeRange({
        min: festival.fees.min,
        max: festival.fees.max,
        currency: festival.fees.Devise,
        language,
        range: (values) => t('card.feeRange', values),
      })
    : undefined;
  // A free section beside paid ones shows in the range (docs/decisions.md "Paid or free").
  const feeText = fees
    ? t(festival.hasFreeSection ? 'card.feesOrFree' : 'card.fees', { fees })
    : t('card.free');
  const deadline = festival.nextDeadline;
  // Days on the festival's calendar as the server counted them (ZNextDeadline): the browser's
  // time-zone data may differ from the server's, and the hydrated card must say the same.
  const daysLeft = deadline ? deadline.daysLeft : 0;
  const { call } = festival;

  return (
    <Card withBorder padding="md" radius="md" component="article" data-testid="festival-card" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          {festival.LogoUrl && (
            <Image src={festival.LogoUrl} alt="" w={56} h={56} radius="sm" fit="contain" loading="lazy" />
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={headingLevel} size="h4" lh={1.25}>
              <Anchor
                component={LocalizedLink}
                route="festival"
                params={{ id: festival.SmartName }}
                c="inherit"
                underline="hover"
              >
                {festival.Nom}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          </Stack>
        </Group>
        <FavouriteButton festivalId={festival.Id} name={festival.Nom} />
      </Group>
      <Group gap="xs" mt="sm">
        {call.state === 'opensOn' && call.day ? (
          <OpensOnBadge day={call.day} />
        ) : (
          <StatusBadge badge={cardBadge(festival.badge, deadline?.expiresSoon === true)} />
        )}
        {festival.AnneeEdition !== null && (
          <Text size="sm" c="dimmed">
            {t('card.edition', { year: festival.AnneeEdition })}
          </Text>
        )}
      </Group>
      <Stack gap={4} mt="sm">
        <Group gap="xs">
          <Text size="sm" data-deadline="">
            {deadline ? t('card.nextDeadline', { date: deadline.text }) : t('card.noDeadline')}
          </Text>
          {deadline?.expiresSoon ? (
            <ExpiresSoonBadge daysLeft={Math.max(0, daysLeft)} />
          ) : (
            deadline && (
              <Text size="sm" c="dimmed">
                {t('daysLeft', { count: daysLeft })}
              </Text>
            )
          )}
        </Group>
        <Text size="sm">{feeText}</Text>
      </Stack>
    </Card>
  );
}
