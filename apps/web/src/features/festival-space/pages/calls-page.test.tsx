import type { FestivalCall } from '@shortlist/domain/festival-space/call-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

const CALLS = `${API}/festivals/${FESTIVAL_ID}/calls`;

function call(over: Partial<FestivalCall>): FestivalCall {
  return {
    IdCampagne: 7,
    AnneeEdition: 2027,
    StatutCampagne: 'preparation',
    DebutCampagne: '2027-11-02T09:00:00.000Z',
    FinCampagne: '2027-11-08T21:59:00.000Z',
    OuvertureCampagne: '2027-01-15T09:00:00.000Z',
    FermetureCampagne: '2027-06-30T21:59:00.000Z',
    IsInvitationSeule: false,
    lastRefusal: null,
    actions: [],
    ...over,
  };
}

function open(options: {
  url?: string;
  calls: FestivalCall[];
  role?: 'manager' | 'programmer';
  onAsk?: () => Response;
}) {
  let current = options.calls;
  const asked: number[] = [];
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: options.role ?? 'manager' }])),
      [`GET ${CALLS}`]: () => json({ items: current }),
      [`POST ${CALLS}/7/verification-request`]: () => {
        asked.push(7);
        if (options.onAsk) return options.onAsk();
        current = current.map((c) =>
          c.IdCampagne === 7 ? { ...c, StatutCampagne: 'verification-requested', actions: ['withdraw'] } : c,
        );
        return json(current.find((c) => c.IdCampagne === 7));
      },
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp(options.url ?? `/en/festival-space/${FESTIVAL_ID}/calls`);
  return { asked };
}

describe('the calls page', () => {
  it("shows each call's status, dates, invitation only and the operator's reason for a refusal", async () => {
    open({
      calls: [
        call({
          lastRefusal: {
            reason: 'The fee of the Shorts section is missing.',
            date: '2026-12-01T10:00:00.000Z',
          },
          actions: ['ask'],
        }),
        call({ IdCampagne: 6, AnneeEdition: 2026, StatutCampagne: 'open', IsInvitationSeule: true }),
      ],
    });
    const [next, current] = (await screen.findAllByTestId('call-card')) as [HTMLElement, HTMLElement];
    expect(within(next).getByRole('heading', { level: 2 }).textContent).toBe('Edition 2027');
    expect(within(next).getByTestId('call-status').textContent).toBe('In preparation');
    expect(next.textContent).toContain('15 Jan 2027');
    expect(next.textContent).toContain('30 Jun 2027');
    expect(within(next).getByTestId('call-refusal').textContent).toContain(
      'The fee of the Shorts section is missing.',
    );
    expect(within(current).getByTestId('call-status').textContent).toBe('Open');
    expect(within(current).getByText('Invitation only')).toBeTruthy();
    expect(within(current).queryByRole('button')).toBeNull();
  });

  it('asks for verification after a confirmation, then offers to withdraw', async () => {
    const { asked } = open({ calls: [call({ actions: ['ask'] })] });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for the verification of the 2027 call?' });
    expect(asked).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for verification' }));
    await waitFor(() => expect(asked).toEqual([7]));
    expect(await screen.findByRole('button', { name: 'Withdraw the request' })).toBeTruthy();
    expect(screen.getByTestId('call-status').textContent).toBe('Verification requested');
  });

  it("shows the server's refusal in the dialog, in the page's language", async () => {
    open({
      url: `/fr/espace-festival/${FESTIVAL_ID}/appels`,
      calls: [call({ actions: ['ask'] })],
      onAsk: () => json({ code: 'CALL_TRANSITION_REFUSED', message: 'Cet appel a changé.' }, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Demander la vérification' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Demander la vérification' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^Cet appel a changé/);
  });

  it('is for managers only', async () => {
    open({ calls: [], role: 'programmer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'For managers only' })).toBeTruthy();
  });
});
