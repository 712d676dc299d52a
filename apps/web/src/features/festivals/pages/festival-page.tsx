import { Container } from '@mantine/core';
import type { FestivalPage as FestivalData } from '@shortlist/domain/festivals/api-contracts';
import { parseSmartNameId } from '@shortlist/domain/festivals/smart-name';
import { localizedPath } from '@shortlist/i18n/routes';
import { pageHead } from '@shortlist/i18n/seo';
import { festivalStructuredData } from '@shortlist/i18n/structured-data';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useOrigin } from '../../../shared/render/render-context.ts';
import { HeadTags } from '../../../shared/seo/head-tags.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { isFestivalNotFound, useFestival } from '../api/get-festival.ts';
import { FestivalView } from '../components/festival-view.tsx';

/** The head from the route table, with the festival's name and city and its smart-name URL. */
function FestivalHead({ festival }: { festival?: FestivalData }) {
  const { t } = useTranslation(['festivals', 'seo']);
  const { language, params, routedLanguages } = useCurrentRoute();
  const origin = useOrigin();
  const id = festival?.SmartName ?? params.id ?? '';
  const head = pageHead({ key: 'festival', language, params: { id }, routedLanguages, origin });
  if (festival) {
    const city = festival.adresse?.Ville;
    const name = city ? t('page.seoTitle', { name: festival.Nom, city }) : festival.Nom;
    head.title = t('seo:titleTemplate', { title: name });
    head.heading = festival.Nom;
    const place = city ? t('page.place', { city, country: festival.LibellePays }) : festival.LibellePays;
    head.description = t('page.seoDescription', { name: festival.Nom, place });
    const url = head.canonical;
    Object.assign(
      head,
      festivalStructuredData({ festival, url, origin, language, description: head.description }),
    );
  }
  return <HeadTags head={head} language={language} />;
}

/** Spec §8: an unknown festival goes to the festival list, with a notification. */
function ToDirectory() {
  const { t } = useTranslation('festivals');
  const { language } = useCurrentRoute();
  const notify = useNotify();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify.info(t('page.notFound'));
    navigate(localizedPath('festivals', language), { replace: true });
  }, [language, navigate, notify, t]);
  return null;
}

/** `festival/{id smart name}/{film?}/{title?}` (spec §2). */
export function FestivalPage() {
  const { t } = useTranslation(['festivals', 'common']);
  const { language, params } = useCurrentRoute();
  const { session, isLoading: sessionLoading } = useSession();
  const id = params.id ? parseSmartNameId(params.id) : undefined;
  const festival = useFestival(id);

  // Spec §2: a logged-out visit with a film parameter drops the film and title parameters.
  if (!sessionLoading && !session && params.film && params.id) {
    return <Navigate to={localizedPath('festival', language, { id: params.id })} replace />;
  }
  if (id === undefined || isFestivalNotFound(festival.error)) return <ToDirectory />;

  const data = festival.data;
  // Old or partial smart names (`/festival/12`) lead to the current one, so one URL is canonical.
  if (data && !sessionLoading && params.id !== data.SmartName) {
    const target: Record<string, string> = { id: data.SmartName };
    if (session && params.film) target.film = params.film;
    if (session && params.film && params.title) target.title = params.title;
    return <Navigate to={localizedPath('festival', language, target)} replace />;
  }

  if (festival.isPending) {
    return (
      <>
        <FestivalHead />
        <PageSkeleton />
      </>
    );
  }
  if (!data) {
    return (
      <Container size="sm" py="xl">
        <FestivalHead />
        <RetryAlert title={t('page.error')} onRetry={() => festival.refetch()} />
      </Container>
    );
  }
  return <FestivalView festival={data} head={<FestivalHead festival={data} />} />;
}
