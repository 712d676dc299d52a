import { afterEach, describe, expect, it, vi } from 'vitest';
import { filmKeys } from '../features/films/api/query-keys.ts';
import { orderKeys } from '../features/orders/api/query-keys.ts';
import { createQueryClient } from '../shared/api/query-client.ts';
import { json, stubApi } from '../test/render-app.tsx';
import { accountSession } from '../test/session-fixture.ts';
import { prefetchRoute } from './route-prefetch.ts';

/** The calls made, as `METHOD /path`. */
function asked(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
}

/** Waits until every call started has been answered and read into the cache. */
async function settled(queryClient: ReturnType<typeof createQueryClient>) {
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the route asks at the navigation what a signed-in list shows first (issue 32)', () => {
  it('asks the films of the address, page and filter included, into the keys the page reads', async () => {
    const fetchMock = stubApi({
      session: accountSession(),
      handlers: {
        'POST /api/films/filter/12/12': () => json([]),
        'POST /api/films/filter': () => json({ count: 13 }),
      },
    });
    const queryClient = createQueryClient();
    await prefetchRoute(queryClient, { pathname: '/en/films', search: '?status=complete&page=2' });
    // The list is asked at once, without waiting for the session's answer.
    expect(asked(fetchMock)).toEqual(
      expect.arrayContaining(['GET /api/ping', 'POST /api/films/filter/12/12', 'POST /api/films/filter']),
    );
    await settled(queryClient);
    const filter = { sort: 'newest', status: 'complete' } as const;
    expect(queryClient.getQueryData(filmKeys.page(filter, 2))).toEqual([]);
    expect(queryClient.getQueryData(filmKeys.count(filter))).toBe(13);
  });

  it("asks the orders with the session's account, once the session is known", async () => {
    const fetchMock = stubApi({
      session: accountSession({ Id: 42 }),
      handlers: {
        'POST /order-api/customer/orders/filter/0/999': () => json({ items: [], count: 0 }),
        'GET /order-api/customer/42/orders/check-has-banktransfer-pending': () => json({ pending: false }),
      },
    });
    const queryClient = createQueryClient();
    await prefetchRoute(queryClient, { pathname: '/en/accounting/orders', search: '' });
    await vi.waitFor(() =>
      expect(asked(fetchMock)).toContain('GET /order-api/customer/42/orders/check-has-banktransfer-pending'),
    );
    const body = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/orders/filter/0/999'))?.[1]
      ?.body;
    expect(JSON.parse(String(body))).toEqual({ id: 42 });
    await settled(queryClient);
    expect(queryClient.getQueryData(orderKeys.list(42))).toEqual({ items: [], count: 0 });
  });

  it('asks nothing without a session cookie, nor for a public page', async () => {
    const anonymous = stubApi();
    await prefetchRoute(createQueryClient(), { pathname: '/en/films', search: '' });
    expect(asked(anonymous)).toEqual([]);

    const signedIn = stubApi({ session: accountSession() });
    await prefetchRoute(createQueryClient(), { pathname: '/en/festivals', search: '' });
    expect(asked(signedIn)).toEqual([]);
  });

  it('asks nothing that names the account when the session has gone', async () => {
    // The session's cookie is there, the session is not: ping answers 401.
    const fetchMock = stubApi({ session: accountSession() });
    fetchMock.mockImplementation(async () => json({ code: 'UNAUTHENTICATED', message: 'No session' }, 401));
    const queryClient = createQueryClient();
    await prefetchRoute(queryClient, { pathname: '/en/cart', search: '' });
    await settled(queryClient);
    expect(asked(fetchMock)).toEqual(['GET /api/ping']);
  });
});
