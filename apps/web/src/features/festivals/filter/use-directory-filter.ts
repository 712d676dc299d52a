import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRenderEnvironment } from '../../../shared/render/render-context.ts';
import {
  type DirectoryFilter,
  EMPTY_FILTER,
  initialFilter,
  pageFromQuery,
  rememberedFilter,
  saveFilterCookie,
  toApiFilter,
  writeFilterQuery,
} from './directory-filter.ts';

/** Spec §9: the search text waits 1000 ms after the last key, the other inputs 300 ms. */
const SEARCH_DEBOUNCE_MS = 1000;
const INPUT_DEBOUNCE_MS = 300;

function onlySearchDiffers(a: DirectoryFilter, b: DirectoryFilter): boolean {
  return (
    a.search !== b.search && JSON.stringify({ ...a, search: '' }) === JSON.stringify({ ...b, search: '' })
  );
}

/**
 * The directory's filter: `draft` follows the controls at once, `applied` follows it after the
 * debounce and drives the query, the cookie and the URL. A new filter goes back to page 1.
 * `remembered` is the last visit's filter, offered until the visitor uses or changes a filter;
 * the cookie is written only once the visitor has chosen, so a bare visit does not forget it.
 */
export function useDirectoryFilter() {
  const [params, setParams] = useSearchParams();
  // The request's cookies on the server, so the remembered filter is offered in its HTML too.
  const environment = useRenderEnvironment();
  const [draft, setDraft] = useState<DirectoryFilter>(() => initialFilter(params));
  const [applied, setApplied] = useState<DirectoryFilter>(draft);
  const [page, setPage] = useState(() => pageFromQuery(params));
  const [remembered, setRemembered] = useState(() => rememberedFilter(params, environment.cookie()));
  const chosen = useRef(remembered === undefined);

  useEffect(() => {
    if (draft === applied) return;
    const delay = onlySearchDiffers(draft, applied) ? SEARCH_DEBOUNCE_MS : INPUT_DEBOUNCE_MS;
    const timer = setTimeout(() => setApplied(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, applied]);

  const apiFilter = useMemo(() => toApiFilter(applied), [applied]);
  const filterKey = JSON.stringify(apiFilter);
  const previousKey = useRef(filterKey);
  useEffect(() => {
    if (previousKey.current === filterKey) return;
    previousKey.current = filterKey;
    setPage(1);
  }, [filterKey]);

  useEffect(() => {
    if (chosen.current) saveFilterCookie(applied);
  }, [applied]);

  useEffect(() => {
    const next = writeFilterQuery(params, applied, page);
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [applied, page, params, setParams]);

  const choose = useCallback(() => {
    chosen.current = true;
    setRemembered(undefined);
  }, []);

  const change = useCallback(
    (patch: Partial<DirectoryFilter>) => {
      choose();
      setDraft((current) => ({ ...current, ...patch }));
    },
    [choose],
  );

  const clear = useCallback(() => {
    choose();
    setDraft(EMPTY_FILTER);
    setApplied(EMPTY_FILTER);
  }, [choose]);

  const applyRemembered = useCallback(() => {
    if (!remembered) return;
    choose();
    setDraft(remembered);
    setApplied(remembered);
  }, [remembered, choose]);

  return {
    draft,
    applied,
    apiFilter,
    page,
    setPage,
    change,
    clear,
    remembered,
    applyRemembered,
    dismissRemembered: choose,
  };
}
