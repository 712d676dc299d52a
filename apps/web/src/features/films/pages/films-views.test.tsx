import { defaultColumns } from '@shortlist/domain/list-views/list-view-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { listItemFixture } from './test-fixtures.ts';

// The films list's "View" control (issue 34): the owner's hidden columns leave the cards, and a
// saved view loads its columns and filter.

const hiddenStatus = defaultColumns('films').map((column) =>
  column.Property === 'status' ? { ...column, IsDisplayed: false } : column,
);

describe('films list views', () => {
  it('hides the facts the owner hid, and loads a saved view', async () => {
    const saved: unknown[] = [];
    const filters: unknown[] = [];
    stubApi({
      session: accountSession(),
      handlers: {
        'POST /api/films/filter': () => json({ count: 1 }),
        'POST /api/films/filter/0/12': (init) => {
          filters.push(JSON.parse(String(init?.body)));
          return json([listItemFixture()]);
        },
        'GET /api/booback-colonne/films': () => json(hiddenStatus),
        'POST /api/booback-colonne/films': (init) => {
          saved.push(JSON.parse(String(init?.body)));
          return json(defaultColumns('films'));
        },
        'GET /api/booback-presentations?Entity=films': () =>
          json([
            {
              Id: 3,
              Entity: 'films',
              Libelle: 'Oldest first',
              IsPublic: false,
              IdCreateur: 7,
              IdFestival: null,
              isOwn: true,
              Colonnes: defaultColumns('films').map(
                ({ Property, IsDisplayed, IsSorting, IsSortingDesc, Ordre, Width }) => ({
                  Property,
                  IsDisplayed,
                  IsSorting,
                  IsSortingDesc,
                  Ordre,
                  Width,
                }),
              ),
              Data: { sort: 'oldest', AnneeProd: 2024 },
            },
          ]),
      },
    });
    const { router } = renderApp('/en/films');
    const card = (await screen.findAllByTestId('film-card', {}, { timeout: 15_000 }))[0] as HTMLElement;
    await waitFor(() => expect(within(card).queryByText('Incomplete')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns and saved views' });
    expect((within(dialog).getByRole('checkbox', { name: 'Status' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((within(dialog).getByRole('checkbox', { name: 'Title' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('checkbox', { name: /Public/ })).toBeNull();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Load the view “Oldest first”' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2024&sort=oldest'));
    expect(saved).toHaveLength(1);
    await waitFor(() => expect(filters.at(-1)).toEqual({ sort: 'oldest', AnneeProd: 2024 }));
    await waitFor(() => expect(within(card).queryByText('Incomplete')).toBeTruthy());
  });
});
