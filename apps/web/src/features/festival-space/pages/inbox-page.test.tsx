import type { InboxFilter } from '@shortlist/domain/festival-space/entry-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer, INBOX_ITEMS, inboxAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

const INBOX = `${API}/festivals/${FESTIVAL_ID}/entries/filter`;

type Call = { path: string; body: InboxFilter };

function open(
  options: {
    url?: string;
    role?: 'manager' | 'programmer';
    answer?: (call: Call) => Response;
    handlers?: Record<string, (init: RequestInit | undefined) => Response>;
  } = {},
) {
  const calls: Call[] = [];
  const inbox = (path: string) => (init: RequestInit | undefined) => {
    const call = { path, body: JSON.parse(String(init?.body)) as InboxFilter };
    calls.push(call);
    return options.answer ? options.answer(call) : json(inboxAnswer(INBOX_ITEMS));
  };
  const handlers: Record<string, (init: RequestInit | undefined) => Response> = {
    [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: options.role ?? 'manager' }])),
    'GET /api/inscriptions/panier': () => json({ count: 0 }),
    ...options.handlers,
  };
  for (const take of [10, 30, 50, 100]) {
    for (const skip of [0, 30, 50]) handlers[`POST ${INBOX}/${skip}/${take}`] = inbox(`${skip}/${take}`);
  }
  const fetchMock = stubApi({ session: accountSession(), handlers });
  const view = renderApp(options.url ?? `/en/festival-space/${FESTIVAL_ID}/entries`);
  return { ...view, calls, fetchMock };
}

const rows = () => screen.getAllByTestId('inbox-row');
const lastCall = (calls: Call[]) => calls.at(-1) as Call;

describe('the inbox', () => {
  it('shows the entries with number, directors, section, length, status, publication and viewing', async () => {
    const { calls } = open();
    expect(await screen.findByTestId('inbox-count')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls[0]).toEqual({ path: '0/30', body: { sort: 'submitted', descending: true } });
    const night = rows()[0] as HTMLElement;
    expect(within(night).getByRole('link', { name: 'La Nuit blanche' }).getAttribute('href')).toBe(
      `/en/festival-space/${FESTIVAL_ID}/entries/101`,
    );
    expect(night.textContent).toContain('The Sleepless Night');
    expect(night.textContent).toContain('by Ada Lovelace');
    expect(night.textContent).toContain('12:30');
    expect(night.textContent).toContain('France');
    expect(night.textContent).toContain('2 Oct 2026');
    expect(within(night).getByText('Not opened yet')).toBeTruthy();
    const bus = rows()[1] as HTMLElement;
    expect(within(bus).getByText('Validated')).toBeTruthy();
    expect(within(bus).getByTestId('not-published').textContent).toBe('Not published yet');
    expect(within(bus).getByText('Watched in full by 2 members')).toBeTruthy();
    expect(within(night).queryByTestId('not-published')).toBeNull();
    expect(screen.getByTestId('inbox-count').textContent).toBe('3 entries');
    // The counts beside the filters.
    expect(screen.getByRole('checkbox', { name: 'Sent (2)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Animation (2027) (1)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Watched in full (1)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Decision not published yet (1)' })).toBeTruthy();
  });

  it('keeps its filters in the URL, so a reload or a shared link shows the same list', async () => {
    const { calls, router } = open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Validated (1)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Animation (2027) (1)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Not opened (1)' }));
    await waitFor(() =>
      expect(lastCall(calls).body).toEqual({
        sort: 'submitted',
        descending: true,
        statuses: 4,
        sections: [6],
        coverage: ['notOpened'],
      }),
    );
    expect(router.state.location.search).toBe('?section=6&status=validated&coverage=notOpened');
  });

  it('opens with the filters its URL names (a reload, a shared link)', async () => {
    const again = open({
      url: `/en/festival-space/${FESTIVAL_ID}/entries?section=6&status=validated&first=1`,
    });
    await waitFor(() => expect(again.calls.length).toBeGreaterThan(0));
    expect(again.calls[0]?.body).toEqual({
      sort: 'submitted',
      descending: true,
      sections: [6],
      statuses: 4,
      firstFilm: true,
    });
    const validated = (await screen.findAllByRole('checkbox', { name: 'Validated (1)' })).at(
      -1,
    ) as HTMLInputElement;
    expect(validated.checked).toBe(true);
    // "More filters" opens by itself when one of its filters is set.
    expect(
      (screen.getAllByRole('checkbox', { name: 'First films only' }).at(-1) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('searches once the member stops typing (300 ms), then sorts by a column and changes the page size', async () => {
    const { calls } = open();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const before = calls.length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search a film title or director' }), {
      target: { value: 'nuit' },
    });
    expect(calls.length).toBe(before);
    await waitFor(() => expect(lastCall(calls).body.search).toBe('nuit'));

    fireEvent.click(screen.getByRole('button', { name: 'Film' }));
    await waitFor(() => expect(lastCall(calls).body).toMatchObject({ sort: 'title', descending: false }));
    expect(screen.getByRole('columnheader', { name: 'Film' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Film' }));
    await waitFor(() => expect(lastCall(calls).body).toMatchObject({ sort: 'title', descending: true }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Entries per page' }), { target: { value: '50' } });
    await waitFor(() => expect(lastCall(calls).path).toBe('0/50'));
  });

  it('links the exports to the filtered list', async () => {
    open({ url: `/en/festival-space/${FESTIVAL_ID}/entries?status=sent` });
    const csv = await screen.findByRole('link', { name: 'Export (CSV)' });
    const href = new URL(csv.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe(`${API}/festivals/${FESTIVAL_ID}/entries/export.csv`);
    expect(JSON.parse(href.searchParams.get('filter') ?? '')).toEqual({
      sort: 'submitted',
      descending: true,
      statuses: 2,
    });
    expect(screen.getByRole('link', { name: 'Export (Excel)' }).getAttribute('href')).toContain(
      '/export.xlsx?',
    );
  });

  it('changes the status of a selection and lists the entries the server refused, with why', async () => {
    let body: unknown;
    open({
      handlers: {
        [`PUT ${API}/festivals/${FESTIVAL_ID}/entries/status`]: (init) => {
          body = JSON.parse(String(init?.body));
          return json({
            changed: [102],
            refused: [{ IdInscription: 101, code: 'SUBMISSION_TRANSITION_REFUSED' }],
          });
        },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select La Nuit blanche' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Night Bus' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('2 selected');
    const bar = screen.getByRole('group', { name: 'Change the status of the selected entries' });
    // Sent can be validated or cancelled, validated can be selected or not: all are offered.
    const options = within(bar)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a status',
      'Validated',
      'Selected',
      'Selected in another section',
      'Not selected',
      'Cancelled',
    ]);
    fireEvent.change(within(bar).getByRole('combobox', { name: 'New status' }), {
      target: { value: 'selected' },
    });
    fireEvent.change(within(bar).getByRole('textbox', { name: 'Reason (optional)' }), {
      target: { value: 'Jury 1' },
    });
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply to the selection' }));
    const refusals = await screen.findByTestId('bulk-refusals');
    expect(body).toEqual({ IdInscriptions: [101, 102], Statut: 8, reason: 'Jury 1' });
    expect(refusals.textContent).toBe(
      'La Nuit blanche: An entry cannot go from “Sent” to “Selected”. Sent entries are validated first, then selected or not; cancelled and awarded are final.',
    );
    expect(await screen.findByText('1 entry changed.')).toBeTruthy();
    // The changed entry leaves the selection; the refused one stays for another try.
    expect(screen.getByTestId('selected-count').textContent).toBe('1 selected');
  });

  it('publishes a section after saying how many filmmakers will be emailed and that it is final', async () => {
    let published: unknown;
    const { calls } = open({
      answer: (call) =>
        json(
          call.path === '0/10'
            ? inboxAnswer([INBOX_ITEMS[1] as never], { total: 4 })
            : inboxAnswer(INBOX_ITEMS),
        ),
      handlers: {
        [`POST ${API}/festivals/${FESTIVAL_ID}/decisions/publish`]: (init) => {
          published = JSON.parse(String(init?.body));
          return json({ published: 4 });
        },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const opener = screen.getByRole('button', { name: 'Publish decisions' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Publish the decisions of a section' });
    expect(within(dialog).getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Section' }), { target: { value: '5' } });
    expect(
      await within(dialog).findByText(/4 decisions will be sent: each filmmaker will get an email/),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '0/10')?.body).toEqual({ sections: [5], unpublished: true });
    expect(within(dialog).getByText(/This can't be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish and email 4 filmmakers' }));
    expect(await screen.findByText('Decisions published: 4 filmmakers emailed.')).toBeTruthy();
    expect(published).toEqual({ IdCampagneSection: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the entries short of the guaranteed watch when the publication is refused', async () => {
    open({
      answer: (call) =>
        json(
          call.path === '0/10'
            ? inboxAnswer([INBOX_ITEMS[1] as never], { total: 2 })
            : inboxAnswer(INBOX_ITEMS),
        ),
      handlers: {
        [`POST ${API}/festivals/${FESTIVAL_ID}/decisions/publish`]: () =>
          json(
            {
              code: 'WATCH_GUARANTEE_UNMET',
              message:
                'This call promises every film is watched to the end before decisions (members needed: 2).',
              required: 2,
              entries: [{ IdInscription: 9, Numero: 1207, TitreOriginal: 'Le Quai', watchedBy: 1 }],
            },
            409,
          ),
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Publish decisions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the decisions of a section' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Section' }), { target: { value: '5' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Publish and email 2 filmmakers' }));
    const refusal = await within(dialog).findByTestId('watch-guarantee-unmet');
    expect(refusal.textContent).toContain('members needed: 2');
    expect(
      within(refusal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Le Quai (no. 1207): watched to the end by 1 of 2']);
    expect(screen.queryByText(/Decisions published/)).toBeNull();
  });

  it('offers no publication to a programmer', async () => {
    open({ role: 'programmer' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Publish decisions' })).toBeNull();
  });

  it('says when nothing has arrived yet', async () => {
    open({ answer: () => json(inboxAnswer([])) });
    expect(
      await screen.findByText(
        "No entry yet. An entry appears here as soon as the filmmaker's payment is received.",
      ),
    ).toBeTruthy();
  });

  it('offers to clear filters that match nothing', async () => {
    const { router } = open({
      url: `/en/festival-space/${FESTIVAL_ID}/entries?status=awarded&sort=title`,
      answer: () => json(inboxAnswer([])),
    });
    expect(await screen.findByText('No entry matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear the filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title'));
  });

  it('shows an error with a retry', async () => {
    let failures = 1;
    open({
      answer: () => {
        if (failures > 0) {
          failures -= 1;
          return json({ code: 'INTERNAL', message: 'boom' }, 500);
        }
        return json(inboxAnswer(INBOX_ITEMS));
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});
