import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { basketOf, calculationOf, PRODUCTS } from '../test-fixtures.ts';

/** Entry 41 (Le Cœur battant, €20.00) with the festival's waiver on it. */
function waived() {
  const basket = basketOf();
  basket.submissions[0] = {
    ...basket.submissions[0]!,
    festivalCode: { code: 'FREE1', kind: 'free', percent: 100, problem: null },
  };
  const calculation = calculationOf();
  calculation.lines = calculation.lines.map((line) =>
    line.kind === 'entryFee' && line.IdInscription === 41
      ? { ...line, unitCents: 2000, discountCents: 2000, netCents: 0, payoutCents: 0 }
      : line,
  );
  calculation.totals = { ...calculation.totals, entryFeesCents: calculation.totals.entryFeesCents - 2000 };
  return { basket, calculation };
}

function openBasket(
  answers: { basket: unknown; calculation: unknown }[],
  handlers: Record<string, () => Response>,
) {
  let call = 0;
  const at = () => answers[Math.min(call, answers.length - 1)]!;
  return stubApi({
    session: accountSession(),
    handlers: {
      'GET /order-api/customer/7/basket': () => json(at().basket),
      'GET /order-api/customer/7/basket/calculate': () =>
        json(answers[Math.min(call++, answers.length - 1)]!.calculation),
      'GET /order-api/customer/7/basket/check': () => json({ checks: [] }),
      'GET /order-api/products/active': () => json(PRODUCTS),
      'GET /api/inscriptions/panier': () => json({ count: 2 }),
      ...handlers,
    },
  });
}

describe("a festival's code on a basket entry", () => {
  it('says why a code is refused, under the field of that entry', async () => {
    openBasket([{ basket: basketOf(), calculation: calculationOf() }], {
      'PUT /order-api/customer/7/basket/festival-code': () =>
        json(
          {
            code: 'FESTIVAL_CODE_OTHER_SECTION',
            message: 'This discount code is for another section of the festival.',
          },
          422,
        ),
    });
    renderApp('/en/cart');
    const entry = await screen.findByRole('listitem', { name: 'Le Cœur battant' });
    fireEvent.change(within(entry).getByRole('textbox', { name: 'Festival discount code' }), {
      target: { value: 'OTHER' },
    });
    fireEvent.click(
      within(entry).getByRole('button', { name: 'Apply the festival code to Le Cœur battant' }),
    );
    expect(
      await within(entry).findByText('This discount code is for another section of the festival.'),
    ).toBeTruthy();
  });

  it('applies a code to the entry, strikes its fee, and removes it', async () => {
    const fetchMock = openBasket([{ basket: basketOf(), calculation: calculationOf() }, waived()], {
      'PUT /order-api/customer/7/basket/festival-code': () => json({ ok: true }),
      'PUT /order-api/customer/7/basket/remove-festival-code': () => json({ ok: true }),
    });
    renderApp('/en/cart');
    const entry = await screen.findByRole('listitem', { name: 'Le Cœur battant' });
    fireEvent.change(within(entry).getByRole('textbox', { name: 'Festival discount code' }), {
      target: { value: 'free1' },
    });
    fireEvent.click(
      within(entry).getByRole('button', { name: 'Apply the festival code to Le Cœur battant' }),
    );
    expect(await within(entry).findByText('Code FREE1: entry fee waived')).toBeTruthy();
    expect(within(entry).getByText('€0.00 instead of €20.00')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/basket/festival-code'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ IdInscription: 41, code: 'free1' });
    fireEvent.click(
      within(entry).getByRole('button', { name: 'Remove the code FREE1 from Le Cœur battant' }),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/remove-festival-code'))).toBe(true),
    );
  });
});
