import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, entryAnswer, FESTIVAL_ID, festivalsAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

// The entry page's conflict of interest (issue 34): declared only after a confirmation that says
// what it changes, and told to the member once declared.

const ENTRY = `${API}/entries/101`;
const CONFLICT = {
  IdConflit: 7,
  IdMembre: 3,
  memberName: 'Noah Guérin',
  IdFilm: 12,
  IdPersonne: null,
  label: 'La Nuit blanche',
  DateCreation: '2026-10-03T10:00:00.000Z',
};

function open(entry: ReturnType<typeof entryAnswer>) {
  const posted: unknown[] = [];
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: 'programmer' }])),
      [`GET ${ENTRY}`]: () => json(entry),
      [`GET ${API}/festivals/${FESTIVAL_ID}/queue?except=101`]: () => json({ items: [], next: null }),
      [`POST ${ENTRY}/conflicts`]: (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({
          conflict: CONFLICT,
          reassigned: [{ IdInscription: 101, TitreOriginal: 'La Nuit blanche', to: 'Inès Moreau' }],
        });
      },
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp(`/en/festival-space/${FESTIVAL_ID}/entries/101`);
  return { posted };
}

describe('the conflict of interest on the entry page', () => {
  it('asks before declaring one with the film, then says where the entry went', async () => {
    const { posted } = open(entryAnswer());
    fireEvent.click(await screen.findByRole('button', { name: 'Declare a conflict of interest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare a conflict of interest?' });
    expect(within(dialog).getByRole('radio', { name: 'The film La Nuit blanche' })).toHaveProperty(
      'checked',
      true,
    );
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare the conflict' }));
    await waitFor(() => expect(posted).toEqual([{ IdPersonne: null }]));
    expect(await screen.findByText('La Nuit blanche moved to Inès Moreau.')).toBeTruthy();
  });

  it('tells a member who declared one, with a way to withdraw it', async () => {
    open(entryAnswer({ conflicts: [CONFLICT] }));
    const alert = await screen.findByTestId('conflict-declared');
    expect(alert.textContent).toContain('You declared a conflict of interest with this entry');
    expect(
      within(alert).getByRole('button', { name: 'Withdraw the conflict with La Nuit blanche' }),
    ).toBeTruthy();
  });
});
