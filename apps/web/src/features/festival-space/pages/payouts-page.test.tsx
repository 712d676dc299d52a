import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer, payoutsAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

const PAYOUTS = `${API}/festivals/${FESTIVAL_ID}/payouts`;
const MONTHS = () =>
  payoutsAnswer([
    {
      month: '2026-11',
      entries: 3,
      receivedCents: 6000,
      feeCents: 294,
      dueCents: 5706,
      refunds: 0,
      paid: null,
    },
    {
      month: '2026-10',
      entries: 1,
      receivedCents: 2000,
      feeCents: 98,
      dueCents: 1902,
      refunds: 1,
      paid: { date: '2026-11-05T09:00:00.000Z', reference: 'VIR-2026-10' },
    },
  ]);

function open(url: string, answer: () => Response = () => json(MONTHS()), role = 'manager') {
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: role as 'manager' }])),
      [`GET ${PAYOUTS}`]: answer,
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  return renderApp(url);
}

describe('the payouts page', () => {
  it('shows each month with fees received, the 4.9 % bank fee, the amount due and its payment', async () => {
    open(`/en/festival-space/${FESTIVAL_ID}/payouts`);
    const [november, october] = (await screen.findAllByTestId('payout-row')) as [HTMLElement, HTMLElement];
    expect(screen.getByRole('columnheader', { name: 'Bank fee (4.9%)' })).toBeTruthy();
    expect(within(november).getByRole('rowheader').textContent).toBe('November 2026');
    expect(november.textContent).toContain('€60.00');
    expect(november.textContent).toContain('€2.94');
    expect(november.textContent).toContain('€57.06');
    expect(within(november).getByText('To be paid')).toBeTruthy();
    expect(october.textContent).toContain('€19.02');
    expect(october.textContent).toContain('Paid on 5 Nov 2026');
    expect(october.textContent).toContain('Reference VIR-2026-10');
    expect(
      within(november).getByRole('link', { name: 'PDF statement for November 2026' }).getAttribute('href'),
    ).toBe(`${PAYOUTS}/2026-11/statement.pdf`);
    expect(
      within(october).getByRole('link', { name: 'CSV statement for October 2026' }).getAttribute('href'),
    ).toBe(`${PAYOUTS}/2026-10/statement.csv`);
  });

  it('writes money the French way in French', async () => {
    open(`/fr/espace-festival/${FESTIVAL_ID}/versements`);
    const [november] = (await screen.findAllByTestId('payout-row')) as [HTMLElement];
    expect(november.textContent?.replace(/\s/g, ' ')).toContain('57,06 €');
    expect(within(november).getByRole('rowheader').textContent).toBe('novembre 2026');
    expect(within(november).getByText('À payer')).toBeTruthy();
  });

  it('says when nothing was received yet, and retries after a failure', async () => {
    let reads = 0;
    open(`/en/festival-space/${FESTIVAL_ID}/payouts`, () => {
      reads += 1;
      return reads === 1 ? json({ code: 'INTERNAL', message: 'boom' }, 500) : json(payoutsAnswer([]));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No payout yet: the first appears with the first paid entry.'),
    ).toBeTruthy();
  });

  it('is for managers only', async () => {
    open(`/en/festival-space/${FESTIVAL_ID}/payouts`, undefined, 'programmer');
    expect(await screen.findByRole('heading', { level: 1, name: 'For managers only' })).toBeTruthy();
  });
});
