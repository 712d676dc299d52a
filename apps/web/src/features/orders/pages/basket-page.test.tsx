import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { basketOf, calculationOf, PRODUCTS } from '../test-fixtures.ts';

type Handlers = NonNullable<Parameters<typeof stubApi>[0]>['handlers'];

function openBasket(handlers: Handlers = {}) {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      'GET /order-api/customer/7/basket': () => json(basketOf()),
      'GET /order-api/customer/7/basket/calculate': () => json(calculationOf()),
      'GET /order-api/customer/7/basket/check': () => json({ checks: [] }),
      'GET /order-api/products/active': () => json(PRODUCTS),
      'GET /api/inscriptions/panier': () => json({ count: 2 }),
      ...handlers,
    },
  });
  const view = renderApp('/en/cart');
  return { fetchMock, ...view };
}

function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
  );
}

describe('basket page', () => {
  it('lists the entries with their fees and formula, and sums stamps, money, VAT and total', async () => {
    openBasket();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your basket' })).toBeTruthy();
    const entry = (await screen.findByText('Le Cœur battant', { selector: 'p' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(entry).getByText('€20.00')).toBeTruthy();
    expect(within(entry).getByText('1 stamp from your balance')).toBeTruthy();
    expect(
      (within(entry).getByRole('radio', { name: 'Paid with a stamp from my balance' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    // No SuperStamp on the film, none in the basket: the choice is not offered.
    expect(within(entry).queryByRole('radio', { name: "Covered by the film's SuperStamp" })).toBeNull();
    // Until when and why the screener is kept once sent (issue 32).
    expect(within(entry).getByTestId('video-retention').textContent).toBe(
      'Once sent, the screener is kept until 12 July 2027: your entry at Les Courts de Nantes awaits its answer (results 12 June 2027).',
    );
    const other = screen.getByText('Night Bus', { selector: 'p' }).closest('li') as HTMLElement;
    expect(within(other).getByText('€5.00 excl. VAT (a stamp bought now)')).toBeTruthy();
    expect(within(other).queryByTestId('video-retention')).toBeNull();

    const summary = await screen.findByTestId('basket-summary');
    expect(within(summary).getByText('1 entry paid by a stamp')).toBeTruthy();
    expect(within(summary).getByText('1 stamp')).toBeTruthy();
    expect(within(summary).getByText('Entry fees (1 entry paid by money)')).toBeTruthy();
    expect(within(summary).getByText('VAT 20%')).toBeTruthy();
    expect(within(summary).getByText('€1.00')).toBeTruthy();
    expect(within(summary).getByText('€26.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe(
      '/en/cart/checkout',
    );
  });

  it('shows the whole-basket check under its entry, with the way to mend it', async () => {
    openBasket({
      'GET /order-api/customer/7/basket/check': () =>
        json({
          checks: [
            { IdInscription: 41, code: 'deadlinePassed', values: {} },
            { IdInscription: 41, code: 'screenerExpired', values: { date: '2026-05-01' } },
          ],
        }),
    });
    const entry = (await screen.findByText('Le Cœur battant', { selector: 'p' })).closest(
      'li',
    ) as HTMLElement;
    expect(
      await within(entry).findByText(
        'The deadline of this section has passed since you added the entry: remove it from the basket.',
      ),
    ).toBeTruthy();
    expect(within(entry).getByText(/storage ended on 1 May 2026/)).toBeTruthy();
    expect(within(entry).getByRole('link', { name: 'Open the film' }).getAttribute('href')).toMatch(
      /\/en\/films\/\d+\/media$/,
    );
    const other = screen.getByText('Night Bus', { selector: 'p' }).closest('li') as HTMLElement;
    expect(within(other).queryByRole('note')).toBeNull();
  });

  it('changes how an entry is paid with the spec FormuleId', async () => {
    const { fetchMock } = openBasket({
      'PUT /order-api/customer/basket/submission/update': () => json({ ok: true }),
    });
    const entry = (await screen.findByText('Le Cœur battant', { selector: 'p' })).closest(
      'li',
    ) as HTMLElement;
    fireEvent.click(within(entry).getByRole('radio', { name: 'Buy a stamp now' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/order-api/customer/basket/submission/update')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, 'PUT', '/order-api/customer/basket/submission/update')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ FormuleId: 2, SubmissionIds: [41] });
  });

  it('adds a booklet from the catalogue and says so', async () => {
    const { fetchMock } = openBasket({
      'POST /order-api/customer/7/basket/stamps': () =>
        json(basketOf({ booklets: [{ Id: 9, productId: 3, code: 'stamp-10', quantity: 1 }], count: 3 })),
    });
    await screen.findByText('Booklet of 10 stamps', { selector: 'p' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Booklet of 10 stamps to the basket' }));
    expect(await screen.findByText('Booklet of 10 stamps added to your basket.')).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', '/order-api/customer/7/basket/stamps')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ productId: 3, quantity: 1 });
    expect(screen.getByText('€30.00 excl. VAT (€3.00 a stamp)')).toBeTruthy();
  });

  it('removes every entry only after a confirmation', async () => {
    const { fetchMock } = openBasket({
      'DELETE /order-api/customer/7/submissions/remove-all': () => json({ removed: 2 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove all entries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove every entry?' });
    expect(within(dialog).getByText(/All 2 entries leave your basket/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/order-api/customer/7/submissions/remove-all')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove all entries' }));
    const again = await screen.findByRole('dialog', { name: 'Remove every entry?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove all entries' }));
    expect(await screen.findByText('Entries removed from your basket.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/order-api/customer/7/submissions/remove-all')).toHaveLength(1);
  });

  it('removes one entry after a confirmation', async () => {
    const { fetchMock } = openBasket({
      'DELETE /order-api/customer/submissions/42/remove': () => json({ ok: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Night Bus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Entry removed from your basket.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/order-api/customer/submissions/42/remove')).toHaveLength(1);
  });

  it('shows each entry problem and holds the payment step back', async () => {
    openBasket({
      'GET /order-api/customer/7/basket/calculate': () =>
        json(calculationOf({ problems: [{ code: 'STAMPS_INSUFFICIENT', IdInscription: 41 }] })),
    });
    expect(await screen.findByText('Not enough stamps left for this entry.')).toBeTruthy();
    expect(screen.getByText(/Some entries need a change/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says the basket is empty and offers the festivals, still selling booklets', async () => {
    openBasket({
      'GET /order-api/customer/7/basket': () => json(basketOf({ submissions: [], count: 0 })),
      'GET /order-api/customer/7/basket/calculate': () =>
        json(calculationOf({ lines: [], totals: { ...calculationOf().totals, totalCents: 0 } })),
    });
    expect(await screen.findByText(/No entries in your basket yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a festival' }).getAttribute('href')).toBe('/en/festivals');
    expect(await screen.findByRole('button', { name: 'Add Booklet of 5 stamps to the basket' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says when the basket cannot be loaded and tries again', async () => {
    let calls = 0;
    openBasket({
      'GET /order-api/customer/7/basket': () => {
        calls += 1;
        return calls === 1 ? json({ code: 'INTERNAL', message: 'boom' }, 500) : json(basketOf());
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your basket.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Le Cœur battant', { selector: 'p' })).toBeTruthy();
  });

  it('offers to renew the SuperStamps in their last 30 days', async () => {
    openBasket({
      'GET /order-api/customer/7/basket/expiring-subscriptions': () =>
        json([
          {
            IdFilm: 11,
            filmTitle: 'Sans Soleil',
            DateExpiration: '2026-12-10T10:00:00.000Z',
            DureeMois: 12,
            code: 'superstamp-12',
            state: 'expiringSoon',
            inBasket: false,
          },
        ]),
    });
    const offer = await screen.findByTestId('renewal-offer');
    expect(within(offer).getByText('SuperStamps to renew')).toBeTruthy();
    expect(within(offer).getByText('Sans Soleil · Ends on 10 December 2026')).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Renew the SuperStamp of Sans Soleil' }));
    expect(await screen.findByRole('dialog', { name: 'SuperStamp for Sans Soleil' })).toBeTruthy();
  });
});
