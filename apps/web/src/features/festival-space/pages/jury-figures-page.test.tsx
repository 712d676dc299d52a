import type { JuryFigures } from '@shortlist/domain/festival-space/watch-guarantee-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

const FIGURES: JuryFigures = {
  sections: [
    {
      IdCampagneSection: 5,
      sectionLabel: 'Night shorts (2027)',
      required: 2,
      entries: 12,
      assigned: 11,
      watched: 9,
      guaranteed: 7,
      resultDate: '2027-03-20T18:00:00.000Z',
      daysLeft: 14,
      members: [
        { IdMembre: 1, name: 'Noah Guérin', assigned: 8, watched: 6, scored: 5 },
        { IdMembre: 2, name: 'Inès Moreau', assigned: 8, watched: 8, scored: 0 },
      ],
      atRisk: [
        {
          IdInscription: 40,
          Numero: 1204,
          TitreOriginal: 'Le Quai',
          watchedBy: 0,
          assignedNotWatched: 1,
          risk: 'unassigned',
        },
        {
          IdInscription: 41,
          Numero: 1205,
          TitreOriginal: 'La Digue',
          watchedBy: 1,
          assignedNotWatched: 1,
          risk: 'pending',
        },
      ],
    },
  ],
};

function open(role: 'manager' | 'programmer' = 'manager') {
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role }])),
      [`GET ${API}/festivals/${FESTIVAL_ID}/jury-figures`]: () => json(FIGURES),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  return renderApp(`/en/festival-space/${FESTIVAL_ID}/jury`);
}

describe('the jury figures page', () => {
  it("shows each section's progress, its members', the days left and the entries at risk", async () => {
    open();
    const section = await screen.findByTestId('jury-section');
    expect(within(section).getByRole('heading', { level: 2, name: 'Night shorts (2027)' })).toBeTruthy();
    expect(within(section).getByTestId('jury-time-left').textContent).toBe(
      'Results on 20 Mar 2027: 14 days left. Promised: every film watched to the end by 2 members.',
    );
    expect(
      within(section)
        .getAllByTestId('jury-total')
        .map((total) => total.textContent),
    ).toEqual(['12', '11', '9', '7']);
    const [noah] = within(section).getAllByTestId('jury-member') as [HTMLElement];
    expect(
      within(noah)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Noah Guérin', '8', '6', '5']);
    const risks = within(within(section).getByTestId('jury-at-risk')).getAllByRole('listitem');
    expect(risks.map((item) => item.textContent)).toEqual([
      'Le Quai: watched by 0 of 2, too few members assigned',
      'La Digue: watched by 1 of 2, the members assigned have yet to finish',
    ]);
  });

  it('is not offered to a programmer', async () => {
    open('programmer');
    expect(await screen.findByRole('heading', { level: 1, name: 'For managers only' })).toBeTruthy();
    expect(screen.queryByTestId('jury-section')).toBeNull();
  });
});
