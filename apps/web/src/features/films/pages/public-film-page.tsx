import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { publicFilmKey } from '@shortlist/i18n/film-head';
import { isPublicFilmTab, type PublicFilmTab } from '@shortlist/i18n/film-tab-words';
import { localizedPath } from '@shortlist/i18n/routes';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { usePublicFilm } from '../api/get-public-film.ts';
import { FilmHeadTags } from '../components/public/film-head-tags.tsx';
import { FilmSiteBar, PublicFilmView } from '../components/public/public-film-view.tsx';

/**
 * Only a protected film shows it, and its password input (Mantine's PasswordInput and Input) is
 * 5 KB of brotli every other film would load (issue 11, bench/log/2026-11-to-12.md). The server renders it
 * whole; hydration waits for the chunk.
 */
const FilmPasswordPrompt = lazy(() =>
  import('../components/public/film-password-prompt.tsx').then((module) => ({
    default: module.FilmPasswordPrompt,
  })),
);

/**
 * `film/{id or shortname}/{tab?}` (spec §2): the film as the public may see it (spec §4). A
 * private or unknown film is not found; a protected one asks for its password first.
 */
export function PublicFilmPage() {
  const { language, params } = useCurrentRoute();
  const key = params.id ?? '';
  const tab: PublicFilmTab = isPublicFilmTab(params.tab) ? params.tab : 'film';
  const film = usePublicFilm(key);
  const answer = film.data;
  const data = answer?.kind === 'film' ? answer.film : undefined;

  // A film with a custom URL is reached by it: the id leads there, so one URL is canonical.
  if (data && publicFilmKey(data) !== key) {
    const target: Record<string, string> = { id: publicFilmKey(data) };
    if (tab !== 'film') target.tab = tab;
    return <Navigate to={localizedPath('film', language, target)} replace />;
  }

  let content: React.ReactNode;
  if (film.isPending) content = <PageSkeleton />;
  else if (data) content = <PublicFilmView film={data} tab={tab} />;
  else if (answer?.kind === 'password') {
    content = (
      <Container size="sm" py="xl">
        <Suspense fallback={<PageSkeleton />}>
          <FilmPasswordPrompt filmKey={key} />
        </Suspense>
      </Container>
    );
  } else if (answer?.kind === 'missing') content = <FilmNotFound />;
  else content = <FilmLoadError onRetry={() => film.refetch()} />;

  return (
    <>
      <FilmHeadTags film={data} tab={tab} />
      <FilmSiteBar />
      {content}
    </>
  );
}

/** Spec §4: a private or unknown film answers "not found" to the public. */
function FilmNotFound() {
  const { t } = useTranslation(['films', 'common']);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('films:public.notFoundTitle')}</Title>
        <Text>{t('films:public.notFound')}</Text>
        <Group>
          <Button component={LocalizedLink} route="festivals" variant="light">
            {t('films:public.toFestivals')}
          </Button>
          <Button component={LocalizedLink} route="home" variant="default">
            {t('common:backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function FilmLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['films', 'common']);
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {t('films:publicTabs.film')}
      </Title>
      <Alert color="red" title={t('films:public.error')} role="alert">
        <Button mt="sm" variant="default" onClick={onRetry}>
          {t('common:tryAgain')}
        </Button>
      </Alert>
    </Container>
  );
}
