import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EntryView } from '@shortlist/domain/festival-space/entry-contracts';
import { useTranslation } from '../i18n/translation.tsx';
import { EmptyState } from '../ui/empty-state.tsx';

export type FilmCredit = EntryView['credits'][number];

/**
 * Credits grouped by function, in the server's order, with the contact details the filmmaker
 * gave. The festival's entry view shows them (issue 31), and the filmmaker's preview tab (issue 32).
 */
export function FilmCredits({ credits }: { credits: readonly FilmCredit[] }) {
  const { t } = useTranslation('festivalSpace');
  if (credits.length === 0) return <EmptyState message={t('credits.none')} />;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {credits.map((credit) => (
        <li key={`${credit.IdFonction}-${credit.IdPersonne}-${credit.OrdreFonction}`}>
          <Card withBorder radius="md" component="article" h="100%">
            <Text size="sm" c="dimmed">
              {credit.Fonction}
            </Text>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {credit.displayName}
            </Title>
            <Stack gap={2} mt="xs">
              {credit.Email && (
                <Anchor href={`mailto:${credit.Email}`} style={{ overflowWrap: 'anywhere' }}>
                  {credit.Email}
                </Anchor>
              )}
              {credit.Telephone && (
                <Anchor href={`tel:${credit.Telephone.replace(/[^+\d]/g, '')}`}>{credit.Telephone}</Anchor>
              )}
              {credit.SiteWeb && (
                <Anchor
                  href={/^https?:\/\//i.test(credit.SiteWeb) ? credit.SiteWeb : `https://${credit.SiteWeb}`}
                  target="_blank"
                  rel="noopener nofollow"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {credit.SiteWeb}
                </Anchor>
              )}
            </Stack>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
