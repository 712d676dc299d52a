import type { Subscription } from '@shortlist/domain/orders/subscriptions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { basketOf, PRODUCTS } from '../test-fixtures.ts';

const LIST = 'GET /order-api/customer/7/subscriptions';
const ADD = 'POST /order-api/customer/7/basket/superstamps';

function subscriptionOf(overrides: Partial<Subscription> = {}): Subscription {
  return {
    IdFilm: 11,
    filmTitle: 'Sans Soleil',
    DateExpiration: '2027-03-01T10:00:00.000Z',
    DureeMois: 12,
    code: 'superstamp-12',
    state: 'active',
    inBasket: false,
    ...overrides,
  };
}

function openPage(
  list: () => Response,
  extra: Record<string, (init: RequestInit | undefined) => Response> = {},
) {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      [LIST]: list,
      'GET /order-api/products/active': () => json(PRODUCTS),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
      ...extra,
    },
  });
  renderApp('/en/profile/subscriptions');
  return fetchMock;
}

describe('subscriptions page', () => {
  it('groups the films’ SuperStamps: expiring soon, active, expired, with duration and end', async () => {
    openPage(() =>
      json([
        subscriptionOf({
          IdFilm: 12,
          filmTitle: 'Ended',
          state: 'expired',
          DateExpiration: '2026-01-05T10:00:00Z',
        }),
        subscriptionOf({
          IdFilm: 13,
          filmTitle: 'Soon',
          state: 'expiringSoon',
          DureeMois: 6,
          code: 'superstamp-6',
        }),
        subscriptionOf(),
      ]),
    );
    const soon = await screen.findByRole('region', { name: 'Expiring soon' });
    expect(within(soon).getByText('Soon')).toBeTruthy();
    expect(within(soon).getByText(/6 months · Ends on/)).toBeTruthy();
    expect(within(soon).getByRole('button', { name: 'Renew the SuperStamp of Soon' })).toBeTruthy();
    const active = screen.getByRole('region', { name: 'Active' });
    expect(within(active).getByText('12 months · Ends on 1 March 2027')).toBeTruthy();
    expect(within(active).queryByRole('button')).toBeNull();
    const expired = screen.getByRole('region', { name: 'Expired' });
    expect(within(expired).getByText(/Ended on 5 January 2026/)).toBeTruthy();
    expect(within(expired).getByRole('button', { name: 'Buy a new SuperStamp for Ended' })).toBeTruthy();
  });

  it('renews the kind bought last, only once the irreversible use is confirmed, then links to the basket', async () => {
    let sent: unknown = null;
    openPage(() => json([subscriptionOf({ state: 'expiringSoon', DureeMois: 6, code: 'superstamp-6' })]), {
      [ADD]: (init) => {
        sent = JSON.parse(String(init?.body));
        return json(basketOf());
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Renew the SuperStamp of Sans Soleil' }));
    const dialog = await screen.findByRole('dialog', { name: 'SuperStamp for Sans Soleil' });
    const six = await within(dialog).findByRole('radio', {
      name: /^SuperStamp 6 months: /,
    });
    expect((six as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('20 % off festival entry fees')).toBeTruthy();
    const add = within(dialog).getByRole('button', { name: 'Add to basket' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I understand that using a SuperStamp on this film is irreversible.',
      }),
    );
    fireEvent.click(add);
    expect(await within(dialog).findByText('The SuperStamp is in your basket.')).toBeTruthy();
    expect(sent).toEqual({
      productId: PRODUCTS.find((p) => p.code === 'superstamp-6')!.Id,
      IdFilm: 11,
      confirmIrreversible: true,
    });
    expect(within(dialog).getByRole('link', { name: 'Go to the basket' }).getAttribute('href')).toBe(
      '/en/cart',
    );
  });

  it('says when there is none, with a way to the films', async () => {
    openPage(() => json([]));
    expect(await screen.findByText(/None of your films has a SuperStamp yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my films' })).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let calls = 0;
    openPage(() => {
      calls += 1;
      return calls === 1 ? json({ code: 'INTERNAL', message: 'x' }, 500) : json([subscriptionOf()]);
    });
    expect(await screen.findByText('We could not load your subscriptions.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Sans Soleil')).toBeTruthy());
  });
});
