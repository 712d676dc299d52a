import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { calculationOf, orderOf, stampsOnlyCalculation } from '../test-fixtures.ts';

type Handlers = NonNullable<Parameters<typeof stubApi>[0]>['handlers'];

function openCheckout(handlers: Handlers = {}) {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      'GET /order-api/customer/7/basket/calculate': () => json(stampsOnlyCalculation()),
      'GET /api/inscriptions/panier': () => json({ count: 1 }),
      'GET /order-api/payments/status': () =>
        json({ provider: 'sandbox', methods: ['creditCard', 'applePay', 'paypal', 'bankTransfer'] }),
      ...handlers,
    },
  });
  return { fetchMock, ...renderApp('/en/cart/checkout') };
}

/** A method's radio (its label is checked by the role queries elsewhere; this one is fast in jsdom). */
const methodRadio = (method: string) =>
  document.querySelector(`input[type="radio"][value="${method}"]`) as HTMLInputElement;

const placeCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/order-api/customer/orders/place');

describe('checkout page', () => {
  it('pays entirely by stamps once the terms are accepted, then shows the paid confirmation', async () => {
    const { fetchMock, router } = openCheckout({
      'POST /order-api/customer/orders/place': () =>
        json({ order: orderOf(), redirectUrl: '/confirm/77' }, 201),
      'GET /order-api/orders/77/confirm/calculate': () => json(orderOf()),
    });
    const pay = await screen.findByRole('button', { name: 'Send my entries with my stamps' });
    expect(screen.getByText(/no billing address is needed/)).toBeTruthy();
    // Nothing asks money: the stamp balance is chosen, the money methods are not offered.
    await waitFor(() => expect(methodRadio('balance').checked).toBe(true));
    expect(methodRadio('creditCard').disabled).toBe(true);

    fireEvent.click(pay);
    expect(await screen.findByText('Please accept the terms of sale to pay.')).toBeTruthy();
    expect(placeCalls(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /terms of sale/ }));
    fireEvent.click(pay);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is paid' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/cart/confirm/77');
    const [, init] = placeCalls(fetchMock)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ Id: 7, method: 'balance', acceptTerms: true });
    expect(screen.getByText('Order SL-2026-ABCD2345')).toBeTruthy();
  });

  it('asks for the billing address in place before money is paid, and keeps the pay button back', async () => {
    openCheckout({
      'GET /order-api/customer/7/basket/calculate': () =>
        json(calculationOf({ billingAddressComplete: false })),
    });
    const pay = await screen.findByRole('button', { name: 'Pay €26.00' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Complete your billing address before paying/)).toBeTruthy();
    // The address is completed here, in the checkout, not on another page (issue 32).
    const billing = await screen.findByRole('region', { name: 'Billing address' });
    expect(await within(billing).findByRole('textbox', { name: /Name on the invoice/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit my billing address' })).toBeNull();
    expect(methodRadio('balance').disabled).toBe(true);
  });

  it('offers bank transfer only when the server takes it (GET payments/status)', async () => {
    openCheckout({
      'GET /order-api/customer/7/basket/calculate': () => json(calculationOf()),
      'GET /order-api/payments/status': () =>
        json({ provider: 'sandbox', methods: ['creditCard', 'applePay', 'paypal'] }),
    });
    expect(await screen.findByRole('radio', { name: /Card/ })).toBeTruthy();
    expect(methodRadio('creditCard').disabled).toBe(false);
    expect(screen.queryByRole('radio', { name: /Bank transfer/ })).toBeNull();
    expect(methodRadio('bankTransfer')).toBeNull();
  });

  it('offers bank transfer beside the card when it is switched on', async () => {
    openCheckout({
      'GET /order-api/customer/7/basket/calculate': () => json(calculationOf()),
    });
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeTruthy();
    expect(methodRadio('bankTransfer').disabled).toBe(false);
  });

  it('pays by PayPal on the provider page: the order is placed with the method chosen', async () => {
    const { fetchMock } = openCheckout({
      'GET /order-api/customer/7/basket/calculate': () => json(calculationOf()),
      'POST /order-api/customer/orders/place': () =>
        json(
          { order: orderOf({ status: 'open', method: 'paypal' }), redirectUrl: '/en/cart/confirm/77' },
          201,
        ),
      'GET /order-api/orders/77/confirm/calculate': () => json(orderOf({ status: 'open', method: 'paypal' })),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /PayPal/ }));
    expect(screen.getByRole('radio', { name: /Apple Pay/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /terms of sale/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay €26.00' }));
    await waitFor(() => expect(placeCalls(fetchMock)).toHaveLength(1));
    const [, init] = placeCalls(fetchMock)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ Id: 7, method: 'paypal', acceptTerms: true });
  });

  it("says why the order was refused, in the user's words", async () => {
    openCheckout({
      'POST /order-api/customer/orders/place': () =>
        json({ code: 'STAMPS_INSUFFICIENT', message: 'Not enough stamps' }, 409),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /terms of sale/ }));
    await waitFor(() => expect(methodRadio('balance').checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Send my entries with my stamps' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The order could not be placed')).toBeTruthy();
    expect(within(alert).getByText(/You don't have enough stamps left/)).toBeTruthy();
  });

  it('has nothing to pay when the basket is empty', async () => {
    openCheckout({
      'GET /order-api/customer/7/basket/calculate': () => json(calculationOf({ lines: [] })),
    });
    expect(await screen.findByText('Your basket is empty: there is nothing to pay.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the basket' }).getAttribute('href')).toBe('/en/cart');
  });
});
