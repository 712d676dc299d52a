import { NativeSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FestivalSection } from '@shortlist/domain/festivals/api-contracts';
import type { EligibilityStatus } from '@shortlist/domain/submissions/eligibility-codes';
import { PANEL_SORTS, type PanelSort } from '@shortlist/domain/submissions/film-panel-contracts';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useFilmPanel } from '../api/film-panel-page.ts';
import { PanelDialog } from './panel-dialog.tsx';

/** The film a film's panel is opened for. */
export type PanelFilm = { Id: number; TitreOriginal: string };

/**
 * A festival's favourite heart (spec §2), the festivals feature's: features never import each
 * other, so the app hands it over (app/submission-panel-host.tsx).
 */
export type FestivalHeart = ComponentType<{ festivalId: number; name: string }>;

const SORT_KEYS = { name: 'panel.sortName', deadline: 'panel.sortDeadline', fee: 'panel.sortFee' } as const;

/** Typing waits this long before asking the server again. */
const SEARCH_DELAY_MS = 300;

/**
 * The submission panel of a film (spec §2 "for a festival or film"): the film against every
 * festival whose call is open, one card per festival, one section ticked per festival. The server
 * judges every open section but sends one tab's festivals a page at a time (thousands of
 * sections would be megabytes), searched and sorted on its side.
 */
export function FilmSubmissionPanel({
  film,
  onClose,
  heart: Heart,
}: {
  film: PanelFilm;
  onClose: () => void;
  heart?: FestivalHeart;
}) {
  const { t } = useTranslation('submissions');
  const [tab, setTab] = useState<EligibilityStatus>('eligible');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<PanelSort>('name');
  const [search] = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const panel = useFilmPanel(film.Id, { tab, search, sort });
  const pages = panel.data?.pages;
  const { sections, names, zones, cells, shown, superStampFilms } = useMemo(() => {
    const festivals = (pages ?? []).flatMap((page) => page.festivals);
    return {
      sections: new Map<number, FestivalSection>(
        festivals.flatMap((f) => f.sections.map((s) => [s.IdCampagneSection, s] as const)),
      ),
      names: new Map(festivals.map((f) => [f.IdFestival, f.Nom])),
      zones: new Map(festivals.map((f) => [f.IdFestival, f.timeZone])),
      // Groups come in order of first appearance: the server's order, page after page.
      cells: (pages ?? []).flatMap((page) => page.results),
      shown: festivals.length,
      superStampFilms: new Set((pages ?? []).flatMap((page) => page.superStampFilms ?? [])),
    };
  }, [pages]);
  const first = pages?.[0];
  const festivalName = (id: number) => names.get(id) ?? '';
  return (
    <PanelDialog
      onClose={onClose}
      source={{
        title: t('panel.filmTitle', { film: film.TitreOriginal }),
        groupBy: 'IdFestival',
        cells,
        sections,
        filmTitle: () => film.TitreOriginal,
        festivalName,
        groupTitle: festivalName,
        timeZone: (id) => zones.get(id) ?? 'UTC',
        superStampFilms,
        tickLabel: (section, id) => t('panel.tickAt', { section, festival: festivalName(id) }),
        ...(Heart ? { groupAside: (id: number, name: string) => <Heart festivalId={id} name={name} /> } : {}),
        loading: panel.isPending,
        error: panel.error,
        ready: first !== undefined,
        ...(first
          ? {
              paging: {
                counts: first.counts,
                tab,
                onTab: setTab,
                query,
                onQuery: setQuery,
                // Typing ahead of the debounce counts as loading too: the list is not the search yet.
                refreshing: panel.isPlaceholderData || search !== query.trim(),
                shown,
                total: first.total,
                hasMore: panel.hasNextPage,
                loadingMore: panel.isFetchingNextPage,
                loadMore: () => void panel.fetchNextPage(),
                searchPlaceholder: t('panel.searchFestivalPlaceholder'),
                controls: (
                  // A native select: the phone's own picker, the keyboard's own behaviour.
                  <NativeSelect
                    label={t('panel.sort')}
                    data={PANEL_SORTS.map((value) => ({ value, label: t(SORT_KEYS[value]) }))}
                    value={sort}
                    onChange={(event) => setSort(event.currentTarget.value as PanelSort)}
                    w={{ base: '100%', xs: 200 }}
                  />
                ),
              },
            }
          : {}),
      }}
    />
  );
}
