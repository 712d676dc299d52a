import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { orderOf } from '../test-fixtures.ts';

function openConfirm(answer: () => Response) {
  stubApi({
    session: accountSession(),
    handlers: {
      'GET /order-api/orders/77/confirm/calculate': answer,
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  return renderApp('/en/cart/confirm/77');
}

describe('confirmation page', () => {
  it('shows the transfer variant of a pending order with the IBAN, BIC and reference', async () => {
    openConfirm(() =>
      json(
        orderOf({
          status: 'waitingForTransfer',
          method: 'bankTransfer',
          bankTransfer: {
            iban: 'FR7630006000011234567890189',
            bic: 'AGRIFRPP',
            holder: 'Shortlist demo',
            reference: 'SL-2026-ABCD2345',
          },
        }),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting for your bank transfer' }),
    ).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Bank transfer details' });
    expect(within(details).getByText('FR76 3000 6000 0112 3456 7890 189')).toBeTruthy();
    expect(within(details).getByText('Shortlist demo')).toBeTruthy();
    expect(within(details).getByText('AGRIFRPP')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the basket to pay again' })).toBeNull();
  });

  it('offers a retry after a failed payment, and links to orders and submissions', async () => {
    openConfirm(() => json(orderOf({ status: 'failed', method: 'creditCard' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment failed' })).toBeTruthy();
    expect(screen.getByText(/You were not charged and the order is cancelled/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the basket to pay again' }).getAttribute('href')).toBe(
      '/en/cart',
    );
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/en/accounting/orders',
    );
    expect(screen.getByRole('link', { name: 'My submissions' }).getAttribute('href')).toBe('/en/submissions');
  });

  it("says so when the order is unknown or another account's", async () => {
    openConfirm(() => json({ code: 'NOT_FOUND', message: 'Not found' }, 404));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this order.' }),
    ).toBeTruthy();
  });
});
