import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { takePendingFavourite } from '../../../shared/session-storage.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { useToggleFavourite } from '../api/toggle-favourite.ts';

/**
 * Adds the festival whose heart a visitor clicked before signing in, once they are signed in,
 * and says so: the click is not lost on the way through sign-in. Rendered on every page.
 */
export function PendingFavourite() {
  const { t } = useTranslation('festivals');
  const favourites = useFavourites();
  const toggle = useToggleFavourite(favourites.accountId);
  const notify = useNotify();
  const done = useRef(false);

  useEffect(() => {
    // Signed out again, a later sign-in may bring another pending heart.
    if (!favourites.signedIn) done.current = false;
    if (!favourites.signedIn || done.current) return;
    done.current = true;
    const pending = takePendingFavourite();
    if (!pending || favourites.has(pending.festivalId)) return;
    toggle.mutate(
      { festivalId: pending.festivalId, favourite: true },
      {
        onSuccess: () => notify.success(t('card.added', { name: pending.name })),
        onError: () => notify.error(t('card.favouriteFailed')),
      },
    );
  }, [favourites, toggle, notify, t]);

  return null;
}
