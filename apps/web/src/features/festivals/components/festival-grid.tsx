import { SimpleGrid } from '@mantine/core';
import type { FestivalCard as FestivalCardData } from '@shortlist/domain/festivals/api-contracts';
import { FestivalCard } from './festival-card.tsx';

/** Cards as a list, so screen readers announce how many there are. */
export function FestivalGrid({
  festivals,
  headingLevel,
  cols = { base: 1, sm: 2, lg: 3 },
}: {
  festivals: readonly FestivalCardData[];
  headingLevel?: 2 | 3;
  cols?: { base: number; sm?: number; md?: number; lg?: number };
}) {
  return (
    <SimpleGrid component="ul" cols={cols} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {festivals.map((festival) => (
        <li key={festival.Id}>
          <FestivalCard festival={festival} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
