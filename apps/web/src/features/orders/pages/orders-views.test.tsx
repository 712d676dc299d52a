import { defaultColumns } from '@shortlist/domain/list-views/list-view-rules';
import type { OrderListItem } from '@shortlist/domain/orders/api-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { orderOf } from '../test-fixtures.ts';

// The orders page's "View" control (issue 34): the filmmaker's hidden columns leave the cards, a
// saved view restores its columns, and a view saves no filter (the list has none).

const item: OrderListItem = { ...orderOf(), paymentId: null, invoices: [] };
const hiddenStatus = defaultColumns('orders').map((column) =>
  column.Property === 'status' ? { ...column, IsDisplayed: false } : column,
);
const settings = (columns: ReturnType<typeof defaultColumns>) =>
  columns.map(({ Property, IsDisplayed, IsSorting, IsSortingDesc, Ordre, Width }) => ({
    Property,
    IsDisplayed,
    IsSorting,
    IsSortingDesc,
    Ordre,
    Width,
  }));

describe('orders views', () => {
  it('hides the facts the filmmaker hid, loads a view and saves one without a filter', async () => {
    let columns = hiddenStatus;
    const savedColumns: unknown[] = [];
    const savedViews: Record<string, unknown>[] = [];
    stubApi({
      session: accountSession(),
      handlers: {
        'POST /order-api/customer/orders/filter/0/999': () => json({ items: [item], count: 1 }),
        'GET /order-api/customer/7/orders/check-has-banktransfer-pending': () => json({ pending: false }),
        'GET /api/inscriptions/panier': () => json({ count: 0 }),
        'GET /api/booback-colonne/orders': () => json(columns),
        'POST /api/booback-colonne/orders': (init) => {
          savedColumns.push(JSON.parse(String(init?.body)));
          columns = defaultColumns('orders').map((column) =>
            column.Property === 'amount' ? { ...column, IsDisplayed: false } : column,
          );
          return json(columns);
        },
        'GET /api/booback-presentations?Entity=orders': () =>
          json([
            {
              Id: 4,
              Entity: 'orders',
              Libelle: 'No totals',
              IsPublic: false,
              IdCreateur: 7,
              IdFestival: null,
              isOwn: true,
              Colonnes: settings(
                defaultColumns('orders').map((column) =>
                  column.Property === 'amount' ? { ...column, IsDisplayed: false } : column,
                ),
              ),
              Data: null,
            },
          ]),
        'POST /api/booback-presentations': (init) => {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          savedViews.push(body);
          return json({ ...body, Id: 5, IdCreateur: 7, isOwn: true });
        },
      },
    });
    renderApp('/en/accounting/orders');
    const card = await screen.findByRole('article', { name: `Order ${item.reference}` }, { timeout: 15_000 });
    await waitFor(() => expect(within(card).queryByText('Paid')).toBeNull());
    expect(within(card).getByText('Total')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns and saved views' });
    expect((within(dialog).getByRole('checkbox', { name: 'Status' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((within(dialog).getByRole('checkbox', { name: 'Reference' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(within(dialog).queryByRole('checkbox', { name: /Public/ })).toBeNull();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the view' }));
    await waitFor(() => expect(savedViews).toHaveLength(1));
    expect(savedViews[0]).toMatchObject({ Entity: 'orders', IsPublic: false, IdFestival: null, Data: null });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Load the view “No totals”' }));
    await waitFor(() => expect(savedColumns).toHaveLength(1));
    await waitFor(() => expect(within(card).queryByText('Total')).toBeNull());
    expect(within(card).getByText('Paid')).toBeTruthy();
  });
});
