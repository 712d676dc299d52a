import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { Film, FilmCompletions } from '@shortlist/domain/films/api-contracts';
import { type FilmRecordTab, isFilmRecordTab } from '@shortlist/i18n/film-tab-words';
import { localizedPath } from '@shortlist/i18n/routes';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useCurrentRoute } from '../../../shared/i18n/current-route.ts';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { CONTENT_WIDTH } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useOpenFilmSubmissionPanel } from '../../../shared/ui/submission-panel-context.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCompletions } from '../api/get-completions.ts';
import { isFilmNotFound, useFilm } from '../api/get-film.ts';
import { RecordTabs, type TabMark } from '../components/record-tabs.tsx';
import { FilmStatusBadge } from '../components/status-badge.tsx';
import { TabContent } from '../components/tab-content.tsx';

/** The tab a film opens on when the URL names none: its overview. */
const DEFAULT_TAB: FilmRecordTab = 'preview';

/** Each tab's mark from the completions; tabs with nothing required have none. */
function tabMarks(completions: FilmCompletions | undefined): Partial<Record<FilmRecordTab, TabMark>> {
  const marks: Partial<Record<FilmRecordTab, TabMark>> = {};
  for (const tab of completions?.tabs ?? []) marks[tab.tab] = tab.complete ? 'done' : 'missing';
  return marks;
}

/** Spec §8: an own film that is missing goes to the films list, with a notification. */
function ToFilmsList() {
  const { t } = useTranslation('films');
  const { language } = useCurrentRoute();
  const notify = useNotify();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify.info(t('record.notFound'));
    navigate(localizedPath('films', language), { replace: true });
  }, [language, navigate, notify, t]);
  return null;
}

/** Puts the focus on the field the URL's hash names (`#film-resumeEn`), once the tab shows it. */
function useFocusFromHash(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    // The key makes a second click on the same checklist link focus again.
    void key;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView?.({ block: 'center' });
      target?.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [hash, key, ready]);
}

/** `films/{id}/{tab?}` (spec §2): id 0 creates a film and forces the creation tab. */
export function FilmRecordPage() {
  const { t } = useTranslation(['films', 'common']);
  const { language, params } = useCurrentRoute();
  const id = Number(params.id ?? '0');
  const requested = params.tab;
  const film = useFilm(id);
  const completions = useCompletions(id);
  const tab: FilmRecordTab = id === 0 ? 'creation' : isFilmRecordTab(requested) ? requested : DEFAULT_TAB;
  useFocusFromHash(id === 0 || film.data !== undefined);

  if (id === 0 && requested !== 'creation') {
    return <Navigate to={localizedPath('filmEdit', language, { id: '0', tab: 'creation' })} replace />;
  }
  if (id > 0 && isFilmNotFound(film.error)) return <ToFilmsList />;
  if (id > 0 && film.isPending) return <PageSkeleton />;
  if (id > 0 && !film.data) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {t('films:record.back')}
        </Title>
        <RetryAlert title={t('films:record.error')} onRetry={() => film.refetch()} />
      </Container>
    );
  }

  return (
    <Container size={CONTENT_WIDTH} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={LocalizedLink} route="films" size="sm">
          ← {t('films:record.back')}
        </Anchor>
        <RecordHeader film={film.data} />
        <RecordTabs filmId={id} current={tab} marks={tabMarks(completions.data)} />
        <Title order={2} size="h3" id="film-tab-title">
          {t(`films:tabs.${tab}`)}
        </Title>
        <TabContent tab={tab} film={film.data} completions={completions.data} />
      </Stack>
    </Container>
  );
}

function RecordHeader({ film }: { film: Film | undefined }) {
  const { t } = useTranslation('films');
  // The submission panel (the submissions feature's), opened by the app for this film.
  const openPanel = useOpenFilmSubmissionPanel();
  if (!film) {
    return (
      <Stack gap={4}>
        <Title order={1}>{t('record.newTitle')}</Title>
        <Text c="dimmed">{t('record.newLead')}</Text>
      </Stack>
    );
  }
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {film.TitreOriginal}
      </Title>
      <FilmStatusBadge status={film.status} />
      {openPanel && (
        <Button ml="auto" onClick={() => openPanel({ Id: film.Id, TitreOriginal: film.TitreOriginal })}>
          {t('record.submit')}
        </Button>
      )}
    </Group>
  );
}
