import type { Invitation, InvitationFilms } from '@shortlist/domain/submissions/invitation-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { CELLS, FILMS, PANEL_FESTIVAL } from './test-fixtures.ts';

process.env.TZ = 'UTC';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

const INVITATION: Invitation = {
  Id: 7,
  DateCreation: '2026-01-05T10:00:00.000Z',
  DateValiditee: '2099-12-31',
  IdFestival: 2,
  IdCampagneSection: 4,
  sectionName: 'Compétition internationale',
  Prix: 1234,
  Devise: 'EUR',
  Message: 'We loved your film at Clermont.',
  status: 'pending',
  IdInscription: null,
};

const FILMS_ANSWER: InvitationFilms = {
  items: [
    {
      IdInvitation: 7,
      IdCampagneSection: 4,
      films: [
        {
          IdFilm: 11,
          TitreOriginal: 'Le Cœur battant',
          status: 'eligible',
          OuvreTesYeux: [],
          RequiredIdsLangue: [],
        },
        {
          IdFilm: 12,
          TitreOriginal: 'Night Bus',
          status: 'ineligible',
          OuvreTesYeux: [
            {
              code: 'ELIGIBILITY_DURATION_TOO_LONG',
              key: 'ELIGIBILITY_DURATION_TOO_LONG',
              values: { duration: '15 min', max: '10 min' },
            },
          ],
          RequiredIdsLangue: [],
        },
      ],
    },
  ],
};

/** The festival page of a signed-in filmmaker invited by the festival, answers faked at the fetch level. */
function openFestival(handlers: Record<string, Handler> = {}) {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      'GET /api/public/festivals/2': () => json(PANEL_FESTIVAL),
      'POST /api/films/filter/0/50': () => json(FILMS),
      'POST /api/compare-film-section': () => json({ results: CELLS, festivals: [] }),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
      'GET /api/invitations/festival/2': () => json({ items: [INVITATION] }),
      'GET /api/invitations/films-inscriptible/2/fest': () => json(FILMS_ANSWER),
      ...handlers,
    },
  });
  renderApp('/en/festival/2-les-courts-de-nantes');
  return fetchMock;
}

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Submit a film' }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name: 'Your invitations from Les Courts de Nantes' });
}

describe('invitation panel', () => {
  it('shows the invited section with its price and last day, and puts the chosen film in the basket', async () => {
    const fetchMock = openFestival({
      'POST /api/invitations/7/inscrire/11/4': () => json({ IdInscription: 90, count: 1 }, 201),
    });
    const dialog = await openPanel();
    const card = await within(dialog).findByRole('region', { name: 'Invited to Compétition internationale' });
    expect(card.textContent).toContain('Invited price: €12.34');
    expect(card.textContent).toContain('Answer by 31 December 2099');
    expect(card.textContent).toContain('We loved your film at Clermont.');
    expect(within(card).getByRole('tab', { name: 'Eligible: 1' })).toBeTruthy();
    expect(within(card).getByRole('tab', { name: 'Not eligible: 1' })).toBeTruthy();

    const add = within(card).getByRole('button', { name: 'Add to basket at €12.34' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(card).getByRole('radio', { name: 'Le Cœur battant' }));
    fireEvent.click(add);
    expect(await within(dialog).findByTestId('basket-notice')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/invitations/7/inscrire/11/4')).toBe(
      true,
    );

    fireEvent.click(within(card).getByRole('tab', { name: 'Not eligible: 1' }));
    await waitFor(() =>
      expect(card.textContent).toContain('Your film is 15 min long; this section takes films up to 10 min.'),
    );
  });

  it("asks the invited section's questions before the basket and sends the answers", async () => {
    const invited = { ...INVITATION, IdCampagneSection: 6, sectionName: 'Compétition nationale' };
    const fetchMock = openFestival({
      'GET /api/invitations/festival/2': () => json({ items: [invited] }),
      'GET /api/invitations/films-inscriptible/2/fest': () =>
        json({ items: [{ ...FILMS_ANSWER.items[0]!, IdCampagneSection: 6 }] }),
      'POST /api/invitations/7/inscrire/11/6': () => json({ IdInscription: 91, count: 1 }, 201),
    });
    const dialog = await openPanel();
    const card = await within(dialog).findByRole('region', { name: 'Invited to Compétition nationale' });
    fireEvent.click(within(card).getByRole('radio', { name: 'Le Cœur battant' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Add to basket at €12.34' }));
    const modal = await screen.findByRole('dialog', { name: 'Questions of “Compétition nationale”' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(within(modal).getAllByText('Please answer this question.')).toHaveLength(5);

    const group = (name: string) => within(modal).getByRole('radiogroup', { name: new RegExp(name) });
    fireEvent.click(within(group('shown on TV')).getByRole('radio', { name: 'Yes' }));
    fireEvent.change(within(modal).getByRole('textbox', { name: /Director’s name/ }), {
      target: { value: 'Ada' },
    });
    fireEvent.change(within(modal).getByRole('textbox', { name: /Why this festival/ }), {
      target: { value: 'Invited.' },
    });
    fireEvent.click(within(group('Format')).getByRole('radio', { name: 'Fiction' }));
    fireEvent.click(within(group('attend the festival')).getByRole('radio', { name: 'No' }));
    expect(within(modal).getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(group('attend the festival')).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByTestId('basket-notice')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([input]) => String(input) === '/api/invitations/7/inscrire/11/6');
    expect(JSON.parse(String(sent![1]!.body))).toEqual({
      answers: { 2: true, 3: 'Ada', 4: 'Invited.', 5: 51, 6: true },
    });
  });

  it('warns when no film can answer and when the invitation expired', async () => {
    openFestival({
      'GET /api/invitations/festival/2': () =>
        json({
          items: [INVITATION, { ...INVITATION, Id: 8, status: 'expired', DateValiditee: '2026-01-31' }],
        }),
      'GET /api/invitations/films-inscriptible/2/fest': () =>
        json({ items: [{ ...FILMS_ANSWER.items[0]!, films: [FILMS_ANSWER.items[0]!.films[1]!] }] }),
    });
    const dialog = await openPanel();
    expect(
      await within(dialog).findByText(
        'None of your films can answer this invitation yet: see the reasons in the other tabs.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('This invitation expired on 31 January 2026: it can no longer be answered.'),
    ).toBeTruthy();
  });

  it('marks an invitation 14 days from its last day as expiring soon, like a deadline, and not 15', async () => {
    // The domain's one expires-soon rule (expires-soon.ts): today's UTC day plus 14 is in.
    const inDays = (days: number) => {
      const today = new Date();
      return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days))
        .toISOString()
        .slice(0, 10);
    };
    openFestival({
      'GET /api/invitations/festival/2': () =>
        json({
          items: [
            { ...INVITATION, DateValiditee: inDays(14) },
            { ...INVITATION, Id: 9, sectionName: 'Clips', DateValiditee: inDays(15) },
          ],
        }),
    });
    const dialog = await openPanel();
    const card = async (name: string) => (await within(dialog).findByRole('region', { name })) as HTMLElement;
    expect(
      within(await card('Invited to Compétition internationale')).getByText('Deadline soon'),
    ).toBeTruthy();
    expect(within(await card('Invited to Clips')).queryByText('Deadline soon')).toBeNull();
  });

  it('says when the invitations cannot be checked, and leads to the other sections', async () => {
    openFestival({
      'GET /api/invitations/films-inscriptible/2/fest': () => json({ code: 'INTERNAL', message: 'x' }, 500),
    });
    const dialog = await openPanel();
    expect(
      await within(dialog).findByText('We could not check your invitations. Please try again.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "See the festival's other sections" }));
    expect(await screen.findByRole('dialog', { name: 'Submit a film to Les Courts de Nantes' })).toBeTruthy();
  });
});
