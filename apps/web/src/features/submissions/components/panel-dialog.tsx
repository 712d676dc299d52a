import { Alert, Badge, Button, Group, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import type { EligibilityCellAnswer } from '@shortlist/domain/submissions/api-contracts';
import {
  additionalQuestionId,
  ELIGIBILITY_STATUSES,
  type EligibilityStatus,
  REASON_KEYS,
  STATUS_KEYS,
} from '@shortlist/domain/submissions/eligibility-codes';
import type { StatusCounts } from '@shortlist/domain/submissions/eligibility-matrix';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';
import { useLocalizedPath } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useAddToBasket } from '../api/add-to-basket.ts';
import { checkSectionPassword } from '../api/check-section-password.ts';
import { basketItem, searchedTabs } from '../panel/panel-model.ts';
import { type PanelGroupBy, type Tick, usePanelTicks } from '../panel/use-panel-ticks.ts';
import { useReasonText } from '../panel/use-reason-text.ts';
import { BasketNotice } from './basket-notice.tsx';
import { FilmGroup } from './film-group.tsx';
import { PanelSkeleton } from './panel-skeleton.tsx';
import { PasswordPrompt } from './password-prompt.tsx';
import { QuestionsModal } from './questions-modal.tsx';

/** What a panel shows: its cells, the sections they name, and how its groups are named. */
export type PanelSource = {
  title: string;
  groupBy: PanelGroupBy;
  cells: EligibilityCellAnswer[];
  sections: ReadonlyMap<number, FestivalSection>;
  filmTitle: (idFilm: number) => string;
  /** A film's panel also searches festival names. */
  festivalName?: (idFestival: number) => string;
  groupTitle: (groupId: number) => string;
  /** The time zone deadlines are shown in, per festival. */
  timeZone: (idFestival: number) => string;
  /** A tick box's name, when "section for film" does not fit (a film's panel). */
  tickLabel?: (section: string, groupId: number) => string;
  loading: boolean;
  error: unknown;
  ready: boolean;
  /** A film's panel: the server searches, counts and pages; the dialog shows what it sent. */
  paging?: PanelPaging;
  /** Beside a group's title (a festival's favourite heart in a film's panel). */
  groupAside?: (groupId: number, title: string) => ReactNode;
  /** Films whose SuperStamp runs (the answer's `superStampFilms`): their fees show its price. */
  superStampFilms?: ReadonlySet<number>;
};

/** The server's side of a paged panel, and the state it answers for (tab, search). */
export type PanelPaging = {
  counts: StatusCounts;
  tab: EligibilityStatus;
  onTab: (tab: EligibilityStatus) => void;
  query: string;
  onQuery: (query: string) => void;
  /** Another tab, search or sort is loading: the counts shown are the last answer's. */
  refreshing: boolean;
  /** Festivals of the tab loaded, and in all. */
  shown: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Beside the search: the sort control. */
  controls?: ReactNode;
  searchPlaceholder?: string;
};

/**
 * The submission panel (spec §2), a festival's or a film's: three tabs with their counts, the
 * cards of their groups; the eligible tab ticks one section per group and puts the entries in
 * the basket, with the password prompt and the questions modal on the way.
 */
export function PanelDialog({ source, onClose }: { source: PanelSource; onClose: () => void }) {
  const { t } = useTranslation('submissions');
  const add = useAddToBasket();
  const notify = useNotify();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const ticks = usePanelTicks(source.groupBy);
  const { reasonText } = useReasonText();
  const [ownQuery, setOwnQuery] = useState('');
  // A phone (360 px) gets the whole screen: the cards and both buttons need the width.
  const phone = useMediaQuery('(max-width: 36em)');
  const [ownTab, setOwnTab] = useState<EligibilityStatus>('eligible');
  const { sections, filmTitle, cells, paging } = source;
  const query = paging ? paging.query : ownQuery;
  const setQuery = paging ? paging.onQuery : setOwnQuery;
  const tab = paging ? paging.tab : ownTab;
  const setTab = paging ? paging.onTab : setOwnTab;
  const tabs = searchedTabs({
    cells,
    filmTitle,
    sections,
    // A paged panel's cells are already the server's search.
    query: paging ? '' : query,
    groupBy: source.groupBy,
    ...(source.festivalName ? { festivalName: source.festivalName } : {}),
  });
  const counts = paging?.counts ?? tabs.counts;
  /** The basket's count after the last "add and stay", shown until dismissed. */
  const [basket, setBasket] = useState<number | null>(null);
  const ticked = Object.values(ticks.ticks);

  /** Each ticked film's entry goes to the basket, one call per film; a refusal stops there. */
  async function submit(then: 'stay' | 'basket') {
    const done: number[] = [];
    let inBasket: number | null = null;
    for (const tick of ticked) {
      const { section } = tick;
      try {
        const added = await add.mutateAsync(entryOf(tick, basketItem(section)));
        // The notice speaks of entries; `count` (the header badge) also counts booklets and SuperStamps.
        inBasket = added.entries ?? added.count;
        done.push(ticks.groupOf(tick.cell));
      } catch (error) {
        ticks.clear(done);
        if (error instanceof ApiRequestError && error.code === 'SECTION_PASSWORD_WRONG') {
          ticks.wrongPassword(tick, section);
        } else if (error instanceof ApiRequestError && error.code === 'SUBMISSION_INELIGIBLE') {
          // The film changed since the panel was drawn: each reason in its words, with the values
          // the panel's cell has for it (or the question a `CRITERE_ADD_{n}` names).
          const sentences = error.fields
            .filter((field) => (REASON_KEYS as readonly string[]).includes(field.message))
            .map((field) => {
              const known = tick.cell.OuvreTesYeux.find((reason) => reason.code === field.code);
              const question = additionalQuestionId(field.code);
              const values = known?.values ?? (question ? { question } : {});
              return reasonText({ key: field.message, values }, section);
            });
          notify.error(sentences.length > 0 ? sentences.join(' ') : errorMessage(error, t));
        } else {
          notify.error(errorMessage(error, t));
        }
        return;
      }
    }
    ticks.clear(done);
    if (then === 'basket') {
      onClose();
      navigate(path('cart'));
    } else {
      notify.success(t('panel.added', { count: done.length }));
      setBasket(inBasket);
    }
  }

  const pending = ticks.pending;
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': t('panel.close') }}
        opened={!pending}
        // Hidden, not unmounted, while a prompt is open: the list keeps its scroll and focus place.
        keepMounted
        onClose={onClose}
        title={source.title}
        size="xl"
        fullScreen={phone}
      >
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('panel.search')}
              placeholder={paging?.searchPlaceholder ?? t('panel.searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              type="search"
              style={{ flex: '1 1 14rem' }}
            />
            {paging?.controls}
          </Group>
          {source.loading && <PanelSkeleton />}
          {!source.loading && source.error != null && (
            <Alert color="red" role="alert">
              {errorMessage(source.error, t)}
            </Alert>
          )}
          {!source.loading && source.ready && (
            <Tabs value={tab} onChange={(value) => value && setTab(value as EligibilityStatus)}>
              <Tabs.List grow>
                {ELIGIBILITY_STATUSES.map((status) => (
                  <Tabs.Tab
                    key={status}
                    value={status}
                    rightSection={
                      <Badge size="sm" variant="light" aria-hidden>
                        {counts[status]}
                      </Badge>
                    }
                    aria-label={t('panel.tab', { name: t(STATUS_KEYS[status]), count: counts[status] })}
                  >
                    {t(STATUS_KEYS[status])}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {ELIGIBILITY_STATUSES.map((status) => (
                <Tabs.Panel key={status} value={status} pt="md">
                  {paging && status !== tab ? null : paging?.refreshing ? (
                    // A paged panel holds only the open tab's festivals: the others load when opened.
                    <PanelSkeleton />
                  ) : (
                    <Stack gap="sm">
                      {tabs.tabs[status].length === 0 && <Text c="dimmed">{t('panel.empty')}</Text>}
                      {tabs.tabs[status].map((group) => (
                        <FilmGroup
                          key={group.id}
                          tab={status}
                          groupId={group.id}
                          filmTitle={source.groupTitle(group.id)}
                          aside={source.groupAside?.(group.id, source.groupTitle(group.id))}
                          cells={group.cells as typeof cells}
                          sections={sections}
                          timeZone={source.timeZone(group.cells[0]?.IdFestival ?? 0)}
                          ticked={ticks.ticks[group.id]?.cell.IdCampagneSection}
                          onToggle={ticks.toggle}
                          {...(source.superStampFilms ? { superStampFilms: source.superStampFilms } : {})}
                          {...(source.tickLabel
                            ? { tickLabel: (section: string) => source.tickLabel!(section, group.id) }
                            : {})}
                        />
                      ))}
                      {paging && status === tab && paging.total > 0 && (
                        <Group justify="space-between" gap="sm" wrap="wrap">
                          <Text size="sm" c="dimmed" role="status">
                            {t('panel.shown', { shown: paging.shown, total: paging.total })}
                          </Text>
                          {paging.hasMore && (
                            <Button variant="light" loading={paging.loadingMore} onClick={paging.loadMore}>
                              {t('panel.more')}
                            </Button>
                          )}
                        </Group>
                      )}
                    </Stack>
                  )}
                </Tabs.Panel>
              ))}
            </Tabs>
          )}
          {basket !== null && (
            <BasketNotice
              count={basket}
              onDismiss={() => setBasket(null)}
              onBasket={() => {
                onClose();
                navigate(path('cart'));
              }}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={ticked.length === 0}
              loading={add.isPending}
              onClick={() => void submit('stay')}
            >
              {t('panel.addAndStay')}
            </Button>
            <Button
              disabled={ticked.length === 0}
              loading={add.isPending}
              onClick={() => void submit('basket')}
            >
              {t('panel.addAndGo')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {pending?.step === 'password' && (
        <PasswordPrompt
          key={`${pending.cell.IdFilm}-${pending.cell.IdCampagneSection}-${pending.wrong ? 1 : 0}`}
          sectionName={pending.section.Libelle}
          wrong={pending.wrong ?? false}
          onConfirm={async (password) => {
            try {
              await checkSectionPassword(pending.cell.IdCampagneSection, { password });
            } catch (error) {
              const wrong = error instanceof ApiRequestError && error.code === 'SECTION_PASSWORD_WRONG';
              return wrong ? t('panel.password.wrong') : errorMessage(error, t);
            }
            ticks.confirmPassword(password);
            return undefined;
          }}
          onCancel={ticks.cancel}
        />
      )}
      {pending?.step === 'questions' && (
        <QuestionsModal
          section={pending.section}
          filmTitle={filmTitle(pending.cell.IdFilm)}
          onConfirm={ticks.confirmAnswers}
          onCancel={ticks.cancel}
        />
      )}
    </>
  );
}

/** The body of `inscriptions/by-film` for one ticked section, with its answers and password. */
function entryOf(tick: Tick, item: string) {
  const id = String(tick.cell.IdCampagneSection);
  const answers: Record<string, boolean | string | number> = {};
  for (const [question, answer] of Object.entries(tick.answers ?? {})) {
    if (answer !== null && answer !== undefined) answers[question] = answer;
  }
  return {
    idFilm: tick.cell.IdFilm,
    items: [item],
    ...(tick.answers ? { answers: { [id]: answers } } : {}),
    ...(tick.password ? { passwords: { [id]: tick.password } } : {}),
  };
}
