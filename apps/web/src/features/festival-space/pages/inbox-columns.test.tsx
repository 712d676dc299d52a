import { defaultColumns, moveColumn, showColumn } from '@shortlist/domain/list-views/list-view-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer, INBOX_ITEMS, inboxAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

// The inbox table lays its columns out as the reader saved them (issue 34): hidden ones leave,
// the order is the saved order, and a chosen width is the column's width.

const INBOX = `${API}/festivals/${FESTIVAL_ID}/entries/filter`;

function savedColumns() {
  // The country first, the number hidden, the section 320 wide.
  let settings = showColumn(defaultColumns('entries'), 'number', false);
  for (let i = 0; i < 4; i++) settings = moveColumn(settings, 'country', -1);
  return defaultColumns('entries')
    .map((column) => {
      const saved = settings.find((setting) => setting.Property === column.Property);
      return { ...column, ...saved, Id: 1, Width: column.Property === 'section' ? 320 : 150 };
    })
    .sort((a, b) => a.Ordre - b.Ordre);
}

describe('the inbox columns', () => {
  it('shows the saved columns in the saved order, with a saved width', async () => {
    stubApi({
      session: accountSession(),
      handlers: {
        [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: 'programmer' }])),
        'GET /api/inscriptions/panier': () => json({ count: 0 }),
        'GET /api/booback-colonne/entries': () => json(savedColumns()),
        [`POST ${INBOX}/0/30`]: () => json(inboxAnswer(INBOX_ITEMS)),
      },
    });
    renderApp(`/en/festival-space/${FESTIVAL_ID}/entries`);
    await waitFor(() => expect(screen.getAllByTestId('inbox-row')).toHaveLength(3), { timeout: 15_000 });
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
        '',
        'Country',
        'Film',
        'Section',
        'Length',
        'Status',
        'Viewing',
        'Sent',
      ]),
    );
    const section = screen.getAllByRole('columnheader')[3] as HTMLElement;
    expect(section.style.width).toBe('320px');
    expect((screen.getAllByRole('columnheader')[2] as HTMLElement).style.width).toBe('');
    const first = screen.getAllByTestId('inbox-row')[0] as HTMLElement;
    expect(first.querySelectorAll('td')[1]?.textContent).toBe('France');
  });

  it("sets a column's width from the View menu, saved when the field is left", async () => {
    const saved: unknown[] = [];
    stubApi({
      session: accountSession(),
      handlers: {
        [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: 'programmer' }])),
        'GET /api/inscriptions/panier': () => json({ count: 0 }),
        'GET /api/booback-colonne/entries': () => json(savedColumns()),
        'GET /api/booback-presentations?Entity=entries&IdFestival=3': () => json([]),
        'POST /api/booback-colonne/entries': (init) => {
          const body = JSON.parse(String(init?.body)) as { Colonnes: { Property: string; Width: number }[] };
          saved.push(body);
          return json(savedColumns().map((c) => ({ ...c, Width: c.Property === 'section' ? 260 : c.Width })));
        },
        [`POST ${INBOX}/0/30`]: () => json(inboxAnswer(INBOX_ITEMS)),
      },
    });
    renderApp(`/en/festival-space/${FESTIVAL_ID}/entries`);
    fireEvent.click(await screen.findByTestId('views-menu', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    const width = await within(dialog).findByRole('spinbutton', { name: 'Width of Section in pixels' });
    expect((width as HTMLInputElement).value).toBe('320');
    fireEvent.change(width, { target: { value: '260' } });
    expect(saved).toHaveLength(0);
    fireEvent.blur(width);
    await waitFor(() => expect(saved).toHaveLength(1));
    const columns = (saved[0] as { Colonnes: { Property: string; Width: number }[] }).Colonnes;
    expect(columns.find((c) => c.Property === 'section')?.Width).toBe(260);
    expect(columns.find((c) => c.Property === 'country')?.Width).toBe(150);
  });
});
