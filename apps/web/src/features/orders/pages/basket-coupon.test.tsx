import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { basketOf, calculationOf, PRODUCTS } from '../test-fixtures.ts';

const withCoupon = calculationOf({
  coupon: { code: 'SAVE10', kind: 'percent', value: 1000, appliesTo: 'all', discountCents: 50 },
});

function openBasket(
  calculations: (() => Response)[],
  handlers: Record<string, (init?: RequestInit) => Response>,
) {
  let call = 0;
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      'GET /order-api/customer/7/basket': () => json(basketOf()),
      'GET /order-api/customer/7/basket/calculate': () =>
        calculations[Math.min(call++, calculations.length - 1)]!(),
      'GET /order-api/customer/7/basket/check': () => json({ checks: [] }),
      'GET /order-api/products/active': () => json(PRODUCTS),
      'GET /api/inscriptions/panier': () => json({ count: 2 }),
      ...handlers,
    },
  });
  renderApp('/en/cart');
  return fetchMock;
}

describe('basket coupon', () => {
  it('says why a code is refused, under the field', async () => {
    openBasket([() => json(calculationOf())], {
      'PUT /order-api/customer/7/basket/apply-coupon': () =>
        json({ code: 'COUPON_EXPIRED', message: 'This coupon has expired.' }, 410),
    });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(field, { target: { value: 'OLD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired.')).toBeTruthy();
  });

  it('applies a code, shows the discount in the summary, and removes it', async () => {
    const fetchMock = openBasket([() => json(calculationOf()), () => json(withCoupon)], {
      'PUT /order-api/customer/7/basket/apply-coupon': () => json({ ok: true }),
      'PUT /order-api/customer/7/basket/remove-coupon': () => json({ ok: true }),
    });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(field, { target: { value: 'save10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByTestId('basket-coupon');
    expect(within(applied).getByText('Coupon SAVE10: −€0.50 (excl. VAT)')).toBeTruthy();
    const summary = screen.getByTestId('basket-summary');
    expect(within(summary).getByText('Coupon SAVE10')).toBeTruthy();
    expect(within(summary).getByText('−€0.50')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/apply-coupon'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ couponCode: 'save10' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the coupon SAVE10' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/remove-coupon'))).toBe(true),
    );
  });

  it('refuses an impossible code before asking the server', async () => {
    const fetchMock = openBasket([() => json(calculationOf())], {});
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(field, { target: { value: 'two words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText("This coupon code doesn't exist.")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/apply-coupon'))).toBe(false);
  });
});
