import type { OrderListItem, OrdersList } from '@shortlist/domain/orders/api-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { calculationOf, orderOf } from '../test-fixtures.ts';

const LIST = 'POST /order-api/customer/orders/filter/0/999';
const PENDING = 'GET /order-api/customer/7/orders/check-has-banktransfer-pending';

function itemOf(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return { ...orderOf(), paymentId: null, invoices: [], ...overrides };
}

function openOrders(
  list: () => Response,
  extra: Record<string, (init: RequestInit | undefined) => Response> = {},
  pending = false,
) {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      [LIST]: list,
      [PENDING]: () => json({ pending }),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
      ...extra,
    },
  });
  renderApp('/en/accounting/orders');
  return fetchMock;
}

const listOf = (items: OrderListItem[]): OrdersList => ({ items, count: items.length });

describe('orders page', () => {
  it('lists each order with its status, method, lines and documents', async () => {
    openOrders(() =>
      json(
        listOf([
          itemOf({
            lines: [
              {
                ...calculationOf().lines[0]!,
                Id: 1,
                filmTitle: 'La Jetée',
                festivalName: 'Les Courts de Nantes',
                sectionName: 'Compétition',
              },
            ],
            invoices: [
              {
                kind: 'invoice',
                number: 'F-2026-000012',
                festivalId: null,
                path: '/order-api/customer/7/orders/77/invoice',
                issuedAt: '2026-11-20T10:01:00.000Z',
                totalCents: 600,
              },
              {
                kind: 'invoice',
                number: 'F-2026-000013',
                festivalId: 2,
                path: '/order-api/customer/7/orders/77/festival/2/invoice',
                issuedAt: '2026-11-20T10:01:00.000Z',
                totalCents: 2000,
              },
              {
                kind: 'creditNote',
                number: 'A-2026-000003',
                festivalId: null,
                path: '/order-api/customer/7/orders/77/stamps/creditnote',
                issuedAt: '2026-11-22T09:30:00.000Z',
                totalCents: -600,
              },
            ],
          }),
          itemOf({ Id: 78, reference: 'SL-2026-FAIL0001', status: 'failed', method: 'creditCard' }),
          itemOf({ Id: 79, reference: 'SL-2026-PAYPAL01', method: 'paypal' }),
        ]),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
    const paid = await screen.findByRole('article', { name: 'Order SL-2026-ABCD2345' });
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).getByText('Stamp balance')).toBeTruthy();
    const lines = within(paid).getByRole('list', { name: 'Lines of order SL-2026-ABCD2345' });
    // Each entry's line says what it was for; the time says its zone (issue 32).
    expect(within(lines).getAllByText('Les Courts de Nantes, Compétition · La Jetée').length).toBeGreaterThan(
      0,
    );
    expect(within(paid).getByText('20 Nov 2026, 11:00 CET')).toBeTruthy();
    expect(within(paid).getByRole('link', { name: 'Invoice F-2026-000012' }).getAttribute('href')).toBe(
      '/order-api/customer/7/orders/77/invoice',
    );
    expect(within(paid).getByRole('link', { name: 'Credit note A-2026-000003' })).toBeTruthy();
    // Its documents, grouped under it, each saying what it is and when it was issued (issue 32).
    const documents = within(within(paid).getByRole('group', { name: 'Documents' })).getAllByTestId(
      'order-document',
    );
    expect(documents.map((document) => document.textContent)).toEqual([
      'Invoice F-2026-000012What Shortlist sold you: stamps, SuperStamps and platform fees.Issued 20 Nov 2026, 11:01 CET · €6.00',
      'Invoice F-2026-000013The entry fees Shortlist collected on behalf of Les Courts de Nantes.Issued 20 Nov 2026, 11:01 CET · €20.00',
      'Credit note A-2026-000003Cancels invoice F-2026-000012: what it charged is refunded.Issued 22 Nov 2026, 10:30 CET · -€6.00',
    ]);
    expect(within(paid).queryByRole('button', { name: 'Cancel order' })).toBeNull();

    const byPaypal = screen.getByRole('article', { name: 'Order SL-2026-PAYPAL01' });
    expect(within(byPaypal).getByText('PayPal')).toBeTruthy();

    const failed = screen.getByRole('article', { name: 'Order SL-2026-FAIL0001' });
    expect(within(failed).getByText('Payment failed')).toBeTruthy();
    expect(within(failed).getByText('No invoice: nothing was charged.')).toBeTruthy();
    expect(
      within(failed).getByRole('link', { name: 'Back to the basket to pay again' }).getAttribute('href'),
    ).toBe('/en/cart');
    expect(screen.queryByTestId('transfer-pending')).toBeNull();
  });

  it('cancels an open order after confirmation, naming its payment', async () => {
    let cancelled = false;
    const fetchMock = openOrders(
      () =>
        json(
          listOf([
            itemOf({
              status: cancelled ? 'canceled' : 'open',
              method: 'creditCard',
              paymentId: 'tr_abc',
              checkoutUrl: cancelled ? null : 'http://127.0.0.1/sandbox-provider/pay/tr_abc',
              expiresAt: cancelled ? null : '2026-11-20T13:00:00.000Z',
            }),
          ]),
        ),
      {
        'DELETE /order-api/payments/tr_abc/order/77/cancel': () => {
          cancelled = true;
          return json({ ok: true });
        },
      },
    );
    const order = await screen.findByRole('article', { name: 'Order SL-2026-ABCD2345' });
    expect(within(order).getByText('Awaiting payment')).toBeTruthy();
    expect(within(order).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      'http://127.0.0.1/sandbox-provider/pay/tr_abc',
    );
    fireEvent.click(within(order).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order SL-2026-ABCD2345?' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(
      await screen.findByText('Order SL-2026-ABCD2345 cancelled. Its entries are back in your basket.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('warns while a bank transfer is awaited', async () => {
    openOrders(
      () =>
        json(
          listOf([
            itemOf({
              status: 'waitingForTransfer',
              method: 'bankTransfer',
              bankTransfer: {
                iban: 'FR7630006000011234567890189',
                bic: 'AGRIFRPP',
                holder: 'Shortlist SAS',
                reference: 'SL-2026-ABCD2345',
              },
            }),
          ]),
        ),
      {},
      true,
    );
    expect((await screen.findByTestId('transfer-pending')).textContent).toContain(
      'An order is waiting for your bank transfer.',
    );
    expect(screen.getByText('FR7630006000011234567890189')).toBeTruthy();
    const documents = screen.getByRole('group', { name: 'Documents' });
    expect(
      within(documents).getByText(
        "Send the order's total to this account, quoting the reference: the order is paid when the money arrives.",
      ),
    ).toBeTruthy();
    expect(within(documents).getByText('Its invoices are issued when it is paid.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('says so when there is no order yet, and when the list fails', async () => {
    openOrders(() => json(listOf([])));
    expect(await screen.findByText(/You have no orders yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the basket' }).getAttribute('href')).toBe('/en/cart');
  });

  it('offers to try again when the list cannot be read', async () => {
    openOrders(() => json({ code: 'INTERNAL', message: 'Something went wrong' }, 500));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('We could not load your orders.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
