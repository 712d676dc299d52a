import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer, INBOX_ITEMS, inboxAnswer } from '../test-fixtures.ts';

function open(url: string, festivals: () => Response, extra: Record<string, () => Response> = {}) {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: festivals,
      [`POST ${API}/festivals/${FESTIVAL_ID}/entries/filter/0/30`]: () => json(inboxAnswer(INBOX_ITEMS)),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
      ...extra,
    },
  });
  return { fetchMock, ...renderApp(url) };
}

describe('the festival space', () => {
  it('lists the festivals of a member of several, each leading to its entries', async () => {
    open('/en/festival-space', () =>
      json(festivalsAnswer([{}, { Nom: 'Clermont Shorts', role: 'programmer' }])),
    );
    const link = await screen.findByRole('link', { name: 'Les Courts de Nantes' });
    expect(link.getAttribute('href')).toBe(`/en/festival-space/${FESTIVAL_ID}/entries`);
    expect(screen.getByRole('link', { name: 'Clermont Shorts' }).getAttribute('href')).toBe(
      `/en/festival-space/${FESTIVAL_ID + 1}/entries`,
    );
    expect(screen.getByText('Programmer')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Festival space' })).toBeTruthy();
  });

  it('goes straight to the inbox of a member of one festival', async () => {
    const { router } = open('/fr/espace-festival', () => json(festivalsAnswer()));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/fr/espace-festival/${FESTIVAL_ID}/inscriptions`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscriptions' })).toBeTruthy();
  });

  it('explains how a festival joins when the account is a member of none', async () => {
    open('/en/festival-space', () => json(festivalsAnswer([])));
    expect(await screen.findByText("You aren't a member of any festival yet.")).toBeTruthy();
    expect(screen.getByText(/A festival joins Shortlist by writing to us/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my filmmaker space' }).getAttribute('href')).toBe(
      '/en/dashboard',
    );
  });

  it('shows an error with a retry that loads the festivals', async () => {
    let calls = 0;
    open('/en/festival-space', () => {
      calls += 1;
      return calls === 1 ? json({ code: 'INTERNAL', message: 'boom' }, 500) : json(festivalsAnswer([{}, {}]));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Les Courts de Nantes' })).toBeTruthy();
  });
});

describe('the workspace header', () => {
  it("replaces the filmmaker's header: the festival's pages, the filmmaker space, log out, language", async () => {
    open(`/en/festival-space/${FESTIVAL_ID}/entries`, () => json(festivalsAnswer()));
    const festivalNav = await screen.findByRole('navigation', { name: 'Festival' });
    const links = within(festivalNav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Entries',
      'My queue',
      'Assignments',
      'Jury figures',
      'Members',
      'Invitations',
      'Calls',
      'Discount codes',
      'Payouts',
      'Festival profile',
      'Support',
      'Tutorials & FAQ',
    ]);
    expect(within(festivalNav).getByRole('link', { name: 'Entries' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(festivalNav).getByRole('link', { name: 'Payouts' }).getAttribute('href')).toBe(
      `/en/festival-space/${FESTIVAL_ID}/payouts`,
    );
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Filmmaker space' }).getAttribute('href')).toBe(
      '/en/dashboard',
    );
    expect(within(account).getByRole('link', { name: 'Log out' })).toBeTruthy();
    expect(within(account).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByTestId('workspace-festival').textContent).toBe('Les Courts de Nantes');
    // None of the filmmaker's links.
    expect(screen.queryByRole('link', { name: 'My films' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();
  });

  it("hides the manager's pages from a programmer", async () => {
    open(`/en/festival-space/${FESTIVAL_ID}/entries`, () => json(festivalsAnswer([{ role: 'programmer' }])));
    const festivalNav = await screen.findByRole('navigation', { name: 'Festival' });
    expect(
      within(festivalNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Entries', 'My queue', 'Support', 'Tutorials & FAQ']);
  });

  it('switches festivals, staying on the same page when the role there opens it', async () => {
    const { router } = open(
      `/en/festival-space/${FESTIVAL_ID}/payouts`,
      () => json(festivalsAnswer([{}, { Nom: 'Clermont Shorts', role: 'programmer' }, { Nom: 'Annecy' }])),
      {
        [`GET ${API}/festivals/${FESTIVAL_ID}/payouts`]: () => json({ items: [] }),
        [`POST ${API}/festivals/${FESTIVAL_ID + 1}/entries/filter/0/30`]: () => json(inboxAnswer([])),
        [`GET ${API}/festivals/${FESTIVAL_ID + 2}/payouts`]: () => json({ items: [] }),
      },
    );
    const switcher = await screen.findByRole('combobox', { name: 'Festival' });
    fireEvent.change(switcher, { target: { value: String(FESTIVAL_ID + 2) } });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/en/festival-space/${FESTIVAL_ID + 2}/payouts`),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Festival' }), {
      target: { value: String(FESTIVAL_ID + 1) },
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/en/festival-space/${FESTIVAL_ID + 1}/entries`),
    );
  });

  it('says so when the festival is not one of the member’s', async () => {
    open('/en/festival-space/99/entries', () => json(festivalsAnswer()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Festival not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My festivals' }).getAttribute('href')).toBe(
      '/en/festival-space',
    );
  });
});
