import { ActionIcon } from '@mantine/core';
import { localizedPath } from '@shortlist/i18n/routes';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { rememberLastUrl, rememberPendingFavourite } from '../../../shared/session-storage.ts';
import { useHintTooltip } from '../../../shared/ui/hint-tooltip.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { useToggleFavourite } from '../api/toggle-favourite.ts';
import { HeartIcon } from './icons.tsx';

/**
 * The favourite heart of a festival. Signed in, it toggles the favourite (a pressed toggle
 * button); for a visitor it leads to sign-in and back to this page, where the favourite is
 * then added.
 */
export function FavouriteButton({ festivalId, name }: { festivalId: number; name: string }) {
  const { t } = useTranslation('festivals');
  const favourites = useFavourites();
  const toggle = useToggleFavourite(favourites.accountId);
  const notify = useNotify();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const favourite = favourites.signedIn && favourites.has(festivalId);
  const { triggerProps, hint } = useHintTooltip(
    !favourites.signedIn
      ? t('card.favouriteSignIn')
      : favourite
        ? t('card.unfavourite', { name })
        : t('card.favourite', { name }),
  );

  if (!favourites.signedIn) {
    return (
      <>
        <ActionIcon
          {...triggerProps}
          variant="subtle"
          color="gray.7"
          size="lg"
          aria-label={t('card.favouriteSignInFor', { name })}
          onClick={() => {
            rememberLastUrl(`${location.pathname}${location.search}`);
            // The heart is added once signed in (PendingFavourite).
            rememberPendingFavourite({ festivalId, name });
            void navigate(localizedPath('signIn', language));
          }}
        >
          <HeartIcon />
        </ActionIcon>
        {hint}
      </>
    );
  }

  return (
    <>
      <ActionIcon
        {...triggerProps}
        variant={favourite ? 'light' : 'subtle'}
        color={favourite ? 'red.8' : 'gray.7'}
        size="lg"
        // A toggle keeps one name whatever its state; "pressed" says whether it is a favourite
        // (an "Add ..." name read as "pressed" contradicted itself). The hint says what a click does.
        aria-label={t('card.favouriteToggle', { name })}
        aria-pressed={favourite}
        data-testid="favourite-button"
        onClick={() =>
          toggle.mutate(
            { festivalId, favourite: !favourite },
            {
              onSuccess: () =>
                notify.success(favourite ? t('card.removed', { name }) : t('card.added', { name })),
              onError: () => notify.error(t('card.favouriteFailed')),
            },
          )
        }
      >
        <HeartIcon filled={favourite} />
      </ActionIcon>
      {hint}
    </>
  );
}
