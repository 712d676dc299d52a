import { Box, Container, Image, Stack, Text, Title } from '@mantine/core';
import type { FestivalPage as FestivalData } from '@shortlist/domain/festivals/api-contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { LightGrid, LightGridCol } from '../../../shared/ui/light-grid.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { useCriterionSentence } from '../criteria-text.ts';
import { festivalSrcSet } from '../image-sources.ts';
import { DatesFeesTable } from './dates-fees-table.tsx';
import { FestivalDetails, FestivalPhotos } from './festival-details.tsx';
import { FestivalFacts } from './festival-facts.tsx';
import { FestivalHeader } from './festival-header.tsx';
import { InvitationNotice } from './invitation-notice.tsx';
import { SectionCard } from './section-card.tsx';
import { SectionIndex, useOpenSectionFromHash } from './section-index.tsx';

/**
 * The festival page's body: header, facts, sections with their dates and fees, presentation,
 * photos and details. The public page (`FestivalPage`) and the managers' preview of a call
 * (`festival-space/pages/call-preview-page.tsx`) both draw it, so the preview is the page.
 */
export function FestivalView({
  festival,
  head,
  notice,
}: {
  festival: FestivalData;
  /** The page's head tags: the public page's own, or none (the preview keeps its route's). */
  head?: ReactNode;
  /** Above the festival's header: the preview's label. */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('festivals');
  const sentence = useCriterionSentence(festival.sections.flatMap((section) => section.criterionWords));
  useOpenSectionFromHash();
  return (
    <Container size={CONTENT_WIDTH} py={{ base: 'md', sm: 'xl' }}>
      {head}
      <Stack gap="xl">
        {notice}
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
