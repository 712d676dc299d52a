import { Anchor, Box, Group, Text } from '@mantine/core';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';

/** The element id of a section's details, the target of the index and of the table's links. */
export const sectionAnchor = (section: Pick<FestivalSection, 'IdCampagneSection'>) =>
  `section-${section.IdCampagneSection}`;

/** Opens a section's details, so a link to the section lands on its criteria and questions. */
export function openSection(anchor: string): void {
  const details = document.getElementById(anchor)?.querySelector('details');
  if (details) details.open = true;
}

/** A visit or a link with `#section-<id>` opens that section (a shared link, the back button). */
export function useOpenSectionFromHash(): void {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (/^section-\d+$/.test(id)) openSection(id);
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}

/** Links to each section's details: plain links, so Tab and Enter reach them and the URL keeps the place. */
export function SectionIndex({ sections }: { sections: readonly FestivalSection[] }) {
  const { t } = useTranslation('festivals');
  if (sections.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby="section-index-title" data-testid="section-index">
      <Text id="section-index-title" size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
        {t('datesFees.index', { count: sections.length })}
      </Text>
      <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {sections.map((section) => (
          <Box component="li" key={section.IdCampagneSection} maw="100%">
            <Anchor
              href={`#${sectionAnchor(section)}`}
              onClick={() => openSection(sectionAnchor(section))}
              size="sm"
              fw={500}
              display="inline-block"
              px="sm"
              py={4}
              bd="1px solid var(--mantine-color-gray-4)"
              style={{ borderRadius: 'var(--mantine-radius-xl)', overflowWrap: 'anywhere' }}
            >
              {section.Libelle}
            </Anchor>
          </Box>
        ))}
      </Group>
    </Box>
  );
}
