import { defaultColumns } from '@shortlist/domain/list-views/list-view-rules';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';

// The submissions page's "View" control (issue 34): hidden facts leave the entries, and a saved
// view's filter (search and statuses) is applied.

const entry = (over: Partial<SubmissionListItem>): SubmissionListItem => ({
  numero: null,
  isPaiementAttente: false,
  isExpired: false,
  submitDate: null,
  resultDate: null,
  DateCreation: '2026-11-01T10:00:00.000Z',
  statusDate: null,
  decision: null,
  IdInscription: 1,
  IdFilm: 10,
  filmTitle: 'Night Bus',
  IdFestival: 2,
  festivalName: 'Les Courts de Nantes',
  IdCampagneSection: 5,
  sectionLabel: 'Compétition internationale',
  Statut: 8,
  statusLabel: 'Selected',
  ...over,
});

describe('submissions views', () => {
  it('hides the section when the filmmaker hid it, and loads a saved filter', async () => {
    stubApi({
      session: accountSession(),
      handlers: {
        'POST /api/inscriptions/filter': () =>
          json({
            items: [
              entry({}),
              entry({
                IdInscription: 2,
                festivalName: 'Festival de Clermont',
                sectionLabel: 'Labo',
                Statut: 16,
              }),
            ],
          }),
        'GET /api/booback-colonne/inscriptions': () =>
          json(
            defaultColumns('inscriptions').map((column) =>
              column.Property === 'section' ? { ...column, IsDisplayed: false } : column,
            ),
          ),
        'GET /api/booback-presentations?Entity=inscriptions': () =>
          json([
            {
              Id: 4,
              Entity: 'inscriptions',
              Libelle: 'Selected ones',
              IsPublic: false,
              IdCreateur: 7,
              IdFestival: null,
              isOwn: true,
              Colonnes: [
                {
                  Property: 'section',
                  IsDisplayed: false,
                  IsSorting: false,
                  IsSortingDesc: false,
                  Ordre: 0,
                  Width: 150,
                },
              ],
              Data: { statuses: 8 },
            },
          ]),
        'POST /api/booback-colonne/inscriptions': () => json(defaultColumns('inscriptions')),
      },
    });
    renderApp('/en/submissions');
    expect(await screen.findAllByTestId('submission-entry', {}, { timeout: 15_000 })).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('Labo')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns and saved views' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Load the view “Selected ones”' }));
    await waitFor(() => expect(screen.getAllByTestId('submission-entry')).toHaveLength(1));
    expect(screen.getByText('Les Courts de Nantes')).toBeTruthy();
  });
});
