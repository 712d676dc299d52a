import { Box, Container, Image, Stack, Text, Title } from '@mantine/core';
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
import { LightGrid, LightGridCol } from '../../../shared/ui/light-grid.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { isFestivalNotFound, useFestival } from '../api/get-festival.ts';
import { DatesFeesTable } from '../components/dates-fees-table.tsx';
import { FestivalDetails, FestivalPhotos } from '../components/festival-details.tsx';
import { FestivalFacts } from '../components/festival-facts.tsx';
import { FestivalHeader } from '../components/festival-header.tsx';
import { InvitationNotice } from '../components/invitation-notice.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { SectionIndex, useOpenSectionFromHash } from '../components/section-index.tsx';
import { useCriterionSentence } from '../criteria-text.ts';
import { festivalSrcSet } from '../image-sources.ts';

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
  return <FestivalView festival={data} />;
}

function FestivalView({ festival }: { festival: FestivalData }) {
  const { t } = useTranslation('festivals');
  const sentence = useCriterionSentence(festival.sections.flatMap((section) => section.criterionWords));
  useOpenSectionFromHash();
  return (
    <Container size={CONTENT_WIDTH} py={{ base: 'md', sm: 'xl' }}>
      <FestivalHead festival={festival} />
      <Stack gap="xl">
        <FestivalHeader festival={festival} />
        <InvitationNotice festival={festival} />
        <Box component="section" aria-label={t('page.facts')}>
          <FestivalFacts festival={festival} />
        </Box>
        <SectionIndex sections={festival.sections} />
        {festival.sections.length > 0 && <DatesFeesTable festival={festival} />}
        <LightGrid gap="xl">
          <LightGridCol span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              {(festival.Presentation || festival.CouvertureUrl) && (
                <Box component="section" aria-labelledby="festival-presentation">
                  <Title order={2} size="h3" id="festival-presentation" mb="xs">
                    {t('page.presentation')}
                  </Title>
                  {festival.CouvertureUrl && (
                    <Image
                      src={festival.CouvertureUrl}
                      srcSet={festivalSrcSet(festival.Couverture)}
                      sizes="(min-width: 62em) 800px, 100vw"
                      alt=""
                      radius="md"
                      h={{ base: 160, sm: 280 }}
                      fit="cover"
                      mb="sm"
                    />
                  )}
                  {festival.Presentation && (
                    <Text style={{ whiteSpace: 'pre-line' }}>{festival.Presentation}</Text>
                  )}
                </Box>
              )}
              <Box
                component="section"
                aria-labelledby="sections-title"
                id="sections"
                style={{ scrollMarginTop: 16 }}
              >
                <Title order={2} size="h3" id="sections-title" mb="sm">
                  {t('section.title')}
                </Title>
                {!festival.campaign && <Text mb="sm">{t('page.noCampaign')}</Text>}
                {festival.sections.length === 0 ? (
                  <Text c="dimmed">{t('section.empty')}</Text>
                ) : (
                  <Stack gap="sm">
                    {festival.sections.map((section) => (
                      <SectionCard key={section.IdCampagneSection} section={section} sentence={sentence} />
                    ))}
                  </Stack>
                )}
              </Box>
              <FestivalPhotos festival={festival} />
            </Stack>
          </LightGridCol>
          <LightGridCol span={{ base: 12, md: 4 }}>
            <FestivalDetails festival={festival} />
          </LightGridCol>
        </LightGrid>
      </Stack>
    </Container>
  );
}
