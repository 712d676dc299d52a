import {
  Alert,
  Anchor,
  Box,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { canAssignEntries, canSeeScores } from '@shortlist/domain/festival-space/member-roles';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiRequestError } from '../../../shared/api/client.ts';
import { FilmCredits } from '../../../shared/film-record/film-credits.tsx';
import { FilmDocuments } from '../../../shared/film-record/film-documents.tsx';
import { FilmPhotos } from '../../../shared/film-record/film-photos.tsx';
import { FilmRecordData } from '../../../shared/film-record/film-record-data.tsx';
import { useCurrentRoute, useLanguage } from '../../../shared/i18n/current-route.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useEntry } from '../api/get-entry.ts';
import '../festival-space.css';
import { ConflictPanel } from '../components/conflict-panel.tsx';
import { DecisionNoteForm } from '../components/decision-note-form.tsx';
import { EntryAssignees } from '../components/entry-assignees.tsx';
import { EntryPlayer } from '../components/entry-player.tsx';
import { EntryAnswers, EntryHistory, EntryViewing } from '../components/entry-sections.tsx';
import type { InboxReturn } from '../components/inbox-table.tsx';
import { NextEntryButton } from '../components/next-entry-button.tsx';
import { ReviewForm } from '../components/review-form.tsx';
import { ScoreSummary } from '../components/score-summary.tsx';
import { EntryStatusBadge } from '../components/status-badge.tsx';
import { StatusMenu } from '../components/status-menu.tsx';
import { type WorkspaceFestival, WorkspaceGate } from '../components/workspace-gate.tsx';
import { formatDay } from '../format.ts';

const TABS = ['film', 'credits', 'photos', 'documents', 'answers', 'history', 'viewing'] as const;
type Tab = (typeof TABS)[number];

/** `festivalSpaceEntry` (issue 31): one entry as the festival sees it. */
export function EntryPage() {
  return <WorkspaceGate>{(workspace) => <Entry {...workspace} />}</WorkspaceGate>;
}

function Entry({ IdFestival, role }: WorkspaceFestival) {
  const { t } = useTranslation(['festivalSpace', 'common']);
  const { params } = useCurrentRoute();
  const language = useLanguage();
  const location = useLocation();
  const path = useLocalizedPath();
  const IdInscription = Number(params.entry ?? 0);
  const entry = useEntry(IdInscription);
  const [stale, setStale] = useState(false);
  const [tab, setTab] = useState<Tab>('film');
  const back = (location.state as InboxReturn | null)?.inboxSearch ?? '';
  const inbox = path('festivalSpaceEntries', { id: String(IdFestival) }) + back;

  const backLink = (
    <Anchor component={Link} to={inbox} size="sm">
      {t('entry.back')}
    </Anchor>
  );

  if (entry.isPending) {
    return (
      <Container size={CONTENT_WIDTH} py="xl">
        <Stack gap="md" role="status" aria-live="polite">
          <span className="visually-hidden">{t('shell.loading')}</span>
          <Skeleton height={34} width="50%" aria-hidden="true" />
          <Skeleton height={16} width="30%" aria-hidden="true" />
          <Skeleton height={280} aria-hidden="true" />
        </Stack>
      </Container>
    );
  }
  if (entry.isError) {
    const missing = entry.error instanceof ApiRequestError && entry.error.status === 404;
    return (
      <Container size={CONTENT_WIDTH} py="xl">
        {backLink}
        {missing ? (
          <Stack gap="sm" mt="md">
            <Title order={1}>{t('entry.notFoundTitle')}</Title>
            <Text>{t('entry.notFound')}</Text>
          </Stack>
        ) : (
          <Box mt="md">
            <RetryAlert title={t('entry.error')} onRetry={() => entry.refetch()} />
          </Box>
        )}
      </Container>
    );
  }
  const view = entry.data;
  const film = view.film;
  return (
    <Container size={CONTENT_WIDTH} py="xl">
      {backLink}
      <Group justify="space-between" align="flex-start" mt="sm" mb="md" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {film.TitreOriginal}
          </Title>
          {film.TitreInternationnal && film.TitreInternationnal !== film.TitreOriginal && (
            <Text size="lg" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {film.TitreInternationnal}
            </Text>
          )}
          <Group gap="md" wrap="wrap">
            {view.Numero !== null && <Text>{t('entry.number', { number: view.Numero })}</Text>}
            <Text>{view.sectionLabel}</Text>
            {view.DateSoumission && (
              <Text>{t('entry.sent', { date: formatDay(view.DateSoumission, language) })}</Text>
            )}
          </Group>
          <Group gap="xs" mt={4}>
            <EntryStatusBadge
              Statut={view.Statut}
              statusLabel={view.statusLabel}
              isPublished={view.isPublished}
            />
            <Text size="sm" c="dimmed">
              {view.isPublished ? t('entry.published') : t('entry.unpublished')}
            </Text>
          </Group>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <StatusMenu
            entry={view}
            onStale={() => {
              setStale(true);
              entry.refetch();
            }}
          />
          <NextEntryButton IdFestival={IdFestival} except={view.IdInscription} />
        </Stack>
      </Group>
      <Box mb="md">
        <ConflictPanel entry={view} />
      </Box>
      {stale && (
        <Alert
          color="orange"
          role="alert"
          mb="md"
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={() => setStale(false)}
          data-testid="status-stale"
        >
          {t('status.changedMeanwhile', { status: view.statusLabel })}
        </Alert>
      )}
      <Grid gap="lg" mb="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Box component="section" aria-labelledby="player-title">
            <Title order={2} size="h4" id="player-title" mb="sm">
              {t('player.title')}
            </Title>
            <EntryPlayer entry={view} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <ReviewForm IdInscription={view.IdInscription} />
            {canSeeScores(role) && <ScoreSummary IdInscription={view.IdInscription} />}
            <DecisionNoteForm entry={view} />
            {canAssignEntries(role) && <EntryAssignees entry={view} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <Title order={2} size="h4" mb="sm" id="record-title">
        {t('entry.record')}
      </Title>
      {view.blind && (
        <Alert color="gray" mb="md" data-testid="blind-notice">
          {t('reviews.blindNotice')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'film')} keepMounted={false}>
        <Box style={{ overflowX: 'auto' }}>
          <Tabs.List aria-labelledby="record-title" style={{ flexWrap: 'nowrap' }}>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name} style={{ whiteSpace: 'nowrap' }}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Box>
        <Tabs.Panel value="film" pt="md">
          <FilmRecordData film={film} />
        </Tabs.Panel>
        <Tabs.Panel value="credits" pt="md">
          <FilmCredits credits={view.credits} />
        </Tabs.Panel>
        <Tabs.Panel value="photos" pt="md">
          <FilmPhotos title={view.film.TitreOriginal} photos={view.photos} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <FilmDocuments documents={view.documents} />
        </Tabs.Panel>
        <Tabs.Panel value="answers" pt="md">
          <EntryAnswers answers={view.answers} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <EntryHistory history={view.history} />
        </Tabs.Panel>
        <Tabs.Panel value="viewing" pt="md">
          <EntryViewing viewing={view.viewing} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
