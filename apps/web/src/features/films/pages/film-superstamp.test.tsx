import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { completionsFixture, filmFixture } from './test-fixtures.ts';

const LOAD = { timeout: 15_000 };
const DAY = 86_400_000;
const PRODUCTS = [
  { Id: 6, code: 'superstamp-6', kind: 'superStamp', priceCents: 2950, stamps: 0, months: 6 },
  { Id: 7, code: 'superstamp-12', kind: 'superStamp', priceCents: 5900, stamps: 0, months: 12 },
  { Id: 8, code: 'platform-fee', kind: 'platformFee', priceCents: 500, stamps: 0, months: 0 },
];

function openPublication(until: string | null, onAdd = (_body: unknown) => {}) {
  stubApi({
    session: accountSession(),
    handlers: {
      'GET /api/films/12': () => json({ ...filmFixture(), DateExpirationSuperTimbre: until }),
      'GET /api/films/12/completions': () => json(completionsFixture()),
      'GET /order-api/products/active': () => json(PRODUCTS),
      'POST /order-api/customer/7/basket/superstamps': (init) => {
        onAdd(JSON.parse(String(init?.body)));
        return json({ stampBalance: 0, booklets: [], superStamps: [], submissions: [], count: 1 });
      },
    },
  });
  renderApp('/en/films/12/publication');
}

describe('the film record’s SuperStamp', () => {
  it('sells one: a kind with its price, what it gives, the irreversible use confirmed, then the basket', async () => {
    const sent: unknown[] = [];
    openPublication(null, (body) => sent.push(body));
    const box = await screen.findByTestId('superstamp-box', {}, LOAD);
    expect(within(box).getByText(/This film has no SuperStamp/)).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Buy a SuperStamp' }));
    const dialog = await screen.findByRole('dialog', { name: 'SuperStamp for La Nuit blanche' });
    fireEvent.click(
      await within(dialog).findByRole('radio', { name: 'SuperStamp 6 months: €29.50 excl. VAT' }),
    );
    expect(within(dialog).getByText('No platform fee on its entries')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /irreversible/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(await within(dialog).findByRole('link', { name: 'Go to the basket' })).toBeTruthy();
    expect(sent).toEqual([{ productId: 6, IdFilm: 12, confirmIrreversible: true }]);
  });

  it('shows a running one’s end, with nothing to buy before its last 30 days', async () => {
    openPublication(new Date(Date.now() + 100 * DAY).toISOString());
    const box = await screen.findByTestId('superstamp-box', {}, LOAD);
    expect(within(box).getByText(/^SuperStamp until /)).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('offers to renew in the last 30 days', async () => {
    openPublication(new Date(Date.now() + 10 * DAY).toISOString());
    const box = await screen.findByTestId('superstamp-box', {}, LOAD);
    expect(within(box).getByText(/you can renew it now/)).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Renew' })).toBeTruthy();
  });
});
