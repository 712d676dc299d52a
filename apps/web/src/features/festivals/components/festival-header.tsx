import { Box, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { festivalEntryAction, pendingInvitations } from '@shortlist/domain/submissions/invitation-status';
import { useLocation } from 'react-router';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useFestivalInvitations } from '../../../shared/invitations/api/festival-invitations.ts';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { rememberLastUrl } from '../../../shared/session-storage.ts';
import { useOpenSubmissionPanel } from '../../../shared/ui/submission-panel-context.ts';
import { festivalSrcSet } from '../image-sources.ts';
import { CallStatus } from './call-status.tsx';
import { FavouriteButton } from './favourite-button.tsx';

/**
 * The call to action (`festivalEntryAction`): submit while the call is open (sign in first);
 * answer the festival's invitation when the call is closed to the public (invitation only, past
 * its deadline) but invites this filmmaker; else read the sections. The invitation email's link
 * (`?invitation=`) asks a signed-out visitor to sign in to answer it.
 */
function MainAction({ festival }: { festival: FestivalPage }) {
  const { t } = useTranslation('festivals');
  const { session } = useSession();
  const { pathname, search } = useLocation();
  // The submission panel (the submissions feature's), opened by the app with this festival's data.
  const openPanel = useOpenSubmissionPanel();
  const invitations = useFestivalInvitations(festival.Id, Boolean(session));
  const action = festivalEntryAction({
    callOpen: festival.call.state === 'open',
    pendingInvitations: pendingInvitations(invitations.data ?? []).length,
  });
  const invited = new URLSearchParams(search).has('invitation');
  if (action === 'seeSections' && !(invited && !session)) {
    return (
      <Button component="a" href="#sections" variant="light" size="md">
        {t('page.seeSections')}
      </Button>
    );
  }
  if (session && openPanel) {
    return (
      <Button size="md" onClick={() => openPanel(festival)}>
        {t(action === 'answerInvitation' ? 'page.answerInvitation' : 'page.submit')}
      </Button>
    );
  }
  if (session) {
    return (
      <Button component={LocalizedLink} route="submissions" size="md">
        {t('page.submit')}
      </Button>
    );
  }
  return (
    <Button
      component={LocalizedLink}
      route="signIn"
      size="md"
      onClick={() => rememberLastUrl(pathname + search)}
    >
      {t(invited && festival.call.state !== 'open' ? 'page.signInToAnswer' : 'page.signInToSubmit')}
    </Button>
  );
}

/** The banner's width: the page's content width, capped at 1248 px. */
const BANNER_SIZES = '(min-width: 80em) 1248px, 100vw';

/** Banner, then logo, name, place, edition, where the call stands and the main action. */
export function FestivalHeader({ festival }: { festival: FestivalPage }) {
  const { t } = useTranslation('festivals');
  const city = festival.adresse?.Ville;
  const place = city ? t('page.place', { city, country: festival.LibellePays }) : festival.LibellePays;
  const edition = festival.campaign?.AnneeEdition;
  return (
    <Box component="header">
      {festival.BanniereUrl && (
        // WebP where the browser reads it: a phone's banner in half the bytes of the JPEG, the
        // page's largest paint on mobile (bench/log/2026-11-to-12.md).
        <picture style={{ display: 'block' }}>
          <source type="image/webp" srcSet={festivalSrcSet(festival.Banniere, 'webp')} sizes={BANNER_SIZES} />
          <Image
            src={festival.BanniereUrl}
            srcSet={festivalSrcSet(festival.Banniere)}
            sizes={BANNER_SIZES}
            alt=""
            // The page's largest paint: fetched before the scripts the HTML also names.
            fetchPriority="high"
            h={{ base: 120, sm: 220 }}
            fit="cover"
            radius={0}
          />
        </picture>
      )}
      <Group justify="space-between" align="flex-end" gap="md" mt="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
          {festival.LogoUrl && (
            <Image
              src={festival.LogoUrl}
              alt={t('card.logo', { name: festival.Nom })}
              w={{ base: 64, sm: 96 }}
              h={{ base: 64, sm: 96 }}
              fit="contain"
              radius="md"
              bg="white"
              style={{ flexShrink: 0, border: '1px solid var(--mantine-color-gray-2)' }}
            />
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, sm: 36 }} lh={1.15}>
              {festival.Nom}
            </Title>
            <Text c="dimmed">{place}</Text>
            {edition !== undefined && <Text size="sm">{t('page.edition', { year: edition })}</Text>}
            <CallStatus festival={festival} />
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <FavouriteButton festivalId={festival.Id} name={festival.Nom} />
          <MainAction festival={festival} />
        </Group>
      </Group>
    </Box>
  );
}
