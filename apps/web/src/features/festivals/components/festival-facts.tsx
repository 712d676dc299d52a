import { Box, SimpleGrid, Text } from '@mantine/core';
import type { FestivalPage } from '@shortlist/domain/festivals/api-contracts';
import { formatDuration } from '@shortlist/domain/festivals/criteria-words';
import { currentFeeRange } from '@shortlist/domain/festivals/fee-range';
import { festivalDurationBounds } from '@shortlist/domain/festivals/film-length';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../shared/i18n/current-route.ts';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { formatFeeRange } from '../format.ts';

type Fact = { term: string; value: ReactNode };

/** Deadlines, fees, running time and the rest as a compact definition list (DESIGN.md). */
export function FestivalFacts({ festival }: { festival: FestivalPage }) {
  const { t } = useTranslation('festivals');
  const language = useLanguage();
  const facts: Fact[] = [];

  // The days as the server said them on the festival's clock (the browser's zone data can differ).
  if (festival.festivalDays) {
    facts.push({
      term: t('page.festivalDates'),
      value: t('page.dateRange', festival.festivalDays),
    });
  }
  // The call's opening and deadlines are in the status line and the dates-and-fees table.
  const fees = currentFeeRange(festival.sections);
  if (fees) {
    const paid =
      fees.paid && formatFeeRange({ ...fees.paid, language, range: (values) => t('card.feeRange', values) });
    const value = !paid ? t('section.free') : fees.hasFree ? t('page.freeOrFees', { fees: paid }) : paid;
    facts.push({ term: t('page.entryFees'), value });
  }
  // The domain rule: unchecked criteria bound nothing, a section without a bound opens that side.
  const { min, max } = festivalDurationBounds(festival.sections);
  if (min !== undefined || max !== undefined) {
    const value =
      min !== undefined && max !== undefined
        ? t('page.durationRange', { min: formatDuration(min), max: formatDuration(max) })
        : max !== undefined
          ? t('page.durationUpTo', { max: formatDuration(max) })
          : t('page.durationFrom', { min: formatDuration(min as number) });
    facts.push({ term: t('page.durationLimits'), value });
  }
  // The guaranteed watch (issue 34): the call's promise, kept or not on each filmmaker's receipt.
  const promised = festival.campaign?.VisionnageGaranti;
  if (promised)
    facts.push({ term: t('page.watchGuarantee'), value: t('page.watchGuaranteeValue', { count: promised }) });
  if (festival.AnneeCreation) facts.push({ term: t('page.founded'), value: String(festival.AnneeCreation) });
  if (festival.PecRealisateur)
    facts.push({ term: t('page.directorCoverage'), value: t('page.directorCovered') });

  if (facts.length === 0) return null;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <Box key={fact.term}>
          <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
            {fact.term}
          </Text>
          <Text component="dd" m={0} fw={500}>
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
