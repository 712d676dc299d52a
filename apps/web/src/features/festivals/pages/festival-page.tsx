import { localizedPath } from '@shortlist/i18n/routes';
import { Navigate } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useSession } from '../../auth/api/get-session.ts';
import { PlaceholderPage } from '../../content/pages/placeholder-page.tsx';

/** Spec §2: a logged-out visit with a film parameter drops the film and title parameters. */
export function FestivalPage() {
  const { language, params } = useCurrentRoute();
  const { session, isLoading } = useSession();
  if (!isLoading && !session && params.film && params.id) {
    return <Navigate to={localizedPath('festival', language, { id: params.id })} replace />;
  }
  return <PlaceholderPage />;
}
