import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { useVideoStates } from '../api/get-video-states.ts';
import { useSubmissions } from '../api/list-submissions.ts';
import { dashboardKeys } from '../api/query-keys.ts';
import { combined } from '../components/dashboard-card.tsx';
import { DeadlinesCard } from '../components/deadlines-card.tsx';
import { FilmsCard } from '../components/films-card.tsx';
import { OffersCard } from '../components/offers-card.tsx';
import { StampsCard } from '../components/stamps-card.tsx';
import { StatsCard } from '../components/stats-card.tsx';
import { UnfinishedCard } from '../components/unfinished-card.tsx';
import { UpdatesCard } from '../components/updates-card.tsx';
import { VideosCard } from '../components/videos-card.tsx';
import { Welcome } from '../components/welcome.tsx';

/**
 * `dashboard` (spec §2), where sign-in lands: cards that each lead to one action (DESIGN.md):
 * films to complete, videos to upload, unfinished submissions, deadlines this week, stamps and
 * SuperStamps, special offers, recent status updates, statistics. An account without films is welcomed with the
 * action that starts everything: creating its first film.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  // One clock per visit: "recent" and "passed" mean the same in every card.
  const [now] = useState(() => new Date());
  const queryClient = useQueryClient();
  // Each visit asks again (api/query-keys.ts): leaving marks the answers stale, without asking.
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all, refetchType: 'none' }),
    [queryClient],
  );
  const videos = useVideoStates();
  const submissions = useSubmissions();
  const films = videos.data?.films ?? [];
  const items = submissions.data ?? [];
  const submissionState = combined(submissions);
  const newAccount = videos.isSuccess && films.length === 0;
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('lead')}</Text>
      </Stack>
      <Stack gap="md">
        {newAccount ? <Welcome /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {newAccount ? null : (
            <>
              <FilmsCard />
              <VideosCard films={films} state={combined(videos)} />
            </>
          )}
          <UnfinishedCard items={items} state={submissionState} />
          <DeadlinesCard />
          <StampsCard />
          <OffersCard />
          <UpdatesCard items={items} state={submissionState} now={now} />
          <StatsCard items={items} state={submissionState} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
