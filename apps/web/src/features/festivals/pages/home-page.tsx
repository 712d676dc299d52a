import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { CardGridSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { type HomeList, useHomeList } from '../api/get-home-list.ts';
import { FestivalGrid } from '../components/festival-grid.tsx';

const LIST_COLS = { base: 1, sm: 2, md: 3 };

function FestivalList({ list, titleKey, emptyKey }: { list: HomeList; titleKey: string; emptyKey: string }) {
  const { t } = useTranslation(['home', 'common']);
  const query = useHomeList(list);
  const headingId = `home-${list}`;
  const browseAll = (
    <Button component={LocalizedLink} route="festivals" variant="light">
      {t('browseAll')}
    </Button>
  );
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={headingId}>
          {t(titleKey)}
        </Title>
        {query.data && query.data.length > 0 && (
          <Button component={LocalizedLink} route="festivals" variant="subtle">
            {t('browseAll')}
          </Button>
        )}
      </Group>
      {query.isPending ? (
        <div role="status">
          <span className="visually-hidden">{t('common:loading')}</span>
          <CardGridSkeleton count={3} />
        </div>
      ) : query.isError ? (
        <RetryAlert title={t('listError')} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState message={t(emptyKey)} action={browseAll} />
      ) : (
        <FestivalGrid festivals={query.data} cols={LIST_COLS} />
      )}
    </Box>
  );
}

function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="home-steps">
      <Title order={2} id="home-steps" mb="md">
        {t('steps.title')}
      </Title>
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 3 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {(['find', 'check', 'submit'] as const).map((step, index) => (
          <li key={step}>
            <Text fw={700} size="lg">
              {index + 1}. {t(`steps.${step}.title`)}
            </Text>
            <Text>{t(`steps.${step}.text`)}</Text>
          </li>
        ))}
      </SimpleGrid>
      <Button component={LocalizedLink} route="howItWorks" variant="default" mt="lg">
        {t('hero.howItWorks')}
      </Button>
    </Box>
  );
}

/**
 * Home (spec §2): the last-days and new-call lists load first; the rest of the page follows once
 * they have answered, so the festival cards are not held up by it.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const lastDays = useHomeList('last-date');
  const newCalls = useHomeList('new-call');
  const listsDone = !lastDays.isPending && !newCalls.isPending;
  return (
    <>
      <Box component="section" aria-labelledby="home-hero" bg="gray.0" py={{ base: 40, sm: 64 }}>
        <Container size={CONTENT_WIDTH}>
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
      <Container size={CONTENT_WIDTH} py="xl">
        <Stack gap={48}>
          <FestivalList list="last-date" titleKey="lastDays.title" emptyKey="lastDays.empty" />
          <FestivalList list="new-call" titleKey="newCalls.title" emptyKey="newCalls.empty" />
          {listsDone && <HowItWorks />}
        </Stack>
      </Container>
    </>
  );
}
