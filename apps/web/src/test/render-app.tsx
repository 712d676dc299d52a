import { act, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { vi } from 'vitest';
import { AppRouter } from '../app/app-router.tsx';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { createQueryClient } from '../shared/api/query-client.ts';
import { createGuardedHistory } from '../shared/navigation/navigation-guard.ts';

type FakeApi = {
  maintenance?: boolean;
  /** Dictionaries answered with an empty list. */
  emptyDictionaries?: string[];
  /** The account `GET /api/ping` answers; anonymous (401) when absent. */
  session?: Record<string, unknown>;
  /** Answers by `METHOD /path` (e.g. `POST /api/login`), checked before the defaults. */
  handlers?: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>;
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** One item of a dictionary, with the extra columns its schema requires (the web parses them). */
function dictionaryItem(name: string): Record<string, unknown> {
  const item = { Id: 1, Libelle: 'One' };
  if (name === 'pays') return { ...item, Iso2: 'FR', IsCee: true, TauxTaxe: 20, PrefixeTelephone: '33' };
  if (name === 'langue') return { ...item, Iso2: 'fr', IsLangueSite: true, IsActif: true };
  if (name === 'thematique') return { ...item, IdGroupe: 1, LibelleGroupe: 'Group' };
  if (name === 'fonction') return { ...item, Code: 1 };
  return item;
}

/** A fetch stand-in for component tests: config, dictionaries and an anonymous ping. */
export function stubApi(api: FakeApi = {}) {
  // The app asks `GET /api/ping` only when the browser holds the session's CSRF cookie.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = api.session
    ? 'sl_csrf=test; path=/'
    : 'sl_csrf=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const handler = api.handlers?.[`${init?.method ?? 'GET'} ${path}`];
    if (handler) return handler(init);
    if (path === '/api/config') {
      return json({
        maintenance: api.maintenance ?? false,
        version: '4.0.25',
        languages: ['en', 'fr', 'es'],
        mailbox: false,
      });
    }
    const dictionary = /^\/api\/([\w-]+)\/dico$/.exec(path)?.[1];
    if (dictionary) {
      return json(api.emptyDictionaries?.includes(dictionary) ? [] : [dictionaryItem(dictionary)]);
    }
    if (path === '/api/ping') {
      return api.session ? json(api.session) : json({ code: 'UNAUTHENTICATED', message: 'No session' }, 401);
    }
    return json({ code: 'ROUTE_NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders the whole app at `url` with a fresh cache, on an in-memory history. `router` reads and
 * moves the location as the tests did with React Router's memory router: a navigation goes
 * through the app's blocker, as a link's does.
 */
export function renderApp(url: string) {
  const history = createGuardedHistory(UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }));
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: (to: string | number) =>
      act(() => (typeof to === 'number' ? history.go(to) : history.push(to))),
  };
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
