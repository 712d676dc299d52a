import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';

/** Home: what Shortlist is, then the two festival lists (filled by the festivals issue). */
export function HomePage() {
  const { t } = useTranslation('home');
  const browseAll = (
    <Button component={LocalizedLink} route="festivals" variant="light">
      {t('browseAll')}
    </Button>
  );
  return (
    <>
      <Box component="section" aria-labelledby="home-hero" bg="gray.0" py={64}>
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Title order={1} id="home-hero" fz={{ base: 32, sm: 44 }} lh={1.15}>
              {t('hero.title')}
            </Title>
            <Text size="xl">{t('hero.lead')}</Text>
            <Group>
              <Button component={LocalizedLink} route="festivals" size="md">
                {t('hero.browse')}
              </Button>
              <Button component={LocalizedLink} route="howItWorks" size="md" variant="default">
                {t('hero.howItWorks')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Box component="section" aria-labelledby="home-last-days">
            <Title order={2} id="home-last-days" mb="md">
              {t('lastDays.title')}
            </Title>
            <EmptyState message={t('lastDays.empty')} action={browseAll} />
          </Box>
          <Box component="section" aria-labelledby="home-new-calls">
            <Title order={2} id="home-new-calls" mb="md">
              {t('newCalls.title')}
            </Title>
            <EmptyState message={t('newCalls.empty')} action={browseAll} />
          </Box>
        </Stack>
      </Container>
    </>
  );
}
