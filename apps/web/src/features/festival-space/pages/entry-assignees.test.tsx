import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, entryAnswer, FESTIVAL_ID, festivalsAnswer, membersAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

// Assigning an entry by hand on its page (issue 34, managers): a member who declared a conflict
// with the film is refused, and the localised reason stays under the control; a member given it
// joins the list, and one taken back leaves it.

const ENTRY = `${API}/entries/101`;

function open() {
  const assigned = [{ IdMembre: 500, name: 'Inès Moreau' }];
  const posted: unknown[] = [];
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer()),
      [`GET ${ENTRY}`]: () => json(entryAnswer()),
      [`GET ${API}/festivals/${FESTIVAL_ID}/queue?except=101`]: () => json({ items: [], next: null }),
      [`GET ${API}/festivals/${FESTIVAL_ID}/members`]: () =>
        json(
          membersAnswer([
            { name: 'Inès Moreau' },
            { IdMembre: 501, name: 'Noah Guérin' },
            { IdMembre: 502, name: 'Théo Castel' },
          ]),
        ),
      [`GET ${ENTRY}/assignments`]: () => json({ items: assigned }),
      [`POST ${ENTRY}/assignments`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { IdMembre: number };
        posted.push(body);
        if (body.IdMembre === 501)
          return json({ code: 'ASSIGNMENT_CONFLICT_OF_INTEREST', message: 'conflict' }, 409);
        assigned.push({ IdMembre: body.IdMembre, name: 'Théo Castel' });
        return json({ items: assigned });
      },
      [`DELETE ${ENTRY}/assignments/500`]: () => {
        assigned.splice(0, 1);
        return json({ items: assigned });
      },
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp(`/en/festival-space/${FESTIVAL_ID}/entries/101`);
  return { posted };
}

describe('assigning an entry by hand', () => {
  it('shows a refusal in words, then assigns and takes back', async () => {
    const { posted } = open();
    const panel = await screen.findByRole('region', { name: 'Programmers' });
    await within(panel).findByText('Inès Moreau');
    const member = within(panel).getByRole('combobox', { name: 'Member' });
    fireEvent.change(member, { target: { value: '501' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Assign' }));
    const refusal = await within(panel).findByTestId('assign-refusal');
    expect(refusal.textContent).toBe(
      'This member declared a conflict of interest with this film: assign someone else.',
    );
    expect(refusal.getAttribute('role')).toBe('alert');

    fireEvent.change(member, { target: { value: '502' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Assign' }));
    await within(panel).findByText('Théo Castel');
    expect(posted).toEqual([{ IdMembre: 501 }, { IdMembre: 502 }]);
    await waitFor(() => expect(within(panel).queryByTestId('assign-refusal')).toBeNull());

    fireEvent.click(within(panel).getByRole('button', { name: 'Take the entry back from Inès Moreau' }));
    await waitFor(() =>
      expect(
        within(panel).queryByRole('button', { name: 'Take the entry back from Inès Moreau' }),
      ).toBeNull(),
    );
    // She can be given it again.
    expect(within(panel).getByRole('option', { name: 'Inès Moreau' })).toBeTruthy();
  });
});
