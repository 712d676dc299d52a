import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';

process.env.TZ = 'UTC';

const base = {
  numero: null,
  isPaiementAttente: false,
  isExpired: false,
  submitDate: null,
  resultDate: null,
  DateCreation: '2026-11-01T10:00:00.000Z',
  statusDate: null,
  decision: null,
};
const ITEMS: SubmissionListItem[] = [
  {
    ...base,
    IdInscription: 1,
    IdFilm: 10,
    filmTitle: 'Le Cœur battant',
    IdFestival: 2,
    festivalName: 'Les Courts de Nantes',
    IdCampagneSection: 5,
    sectionLabel: 'Compétition internationale',
    Statut: 1,
    statusLabel: 'Unfinished',
  },
  {
    ...base,
    IdInscription: 2,
    IdFilm: 10,
    filmTitle: 'Le Cœur battant',
    IdFestival: 3,
    festivalName: 'Festival de Clermont',
    IdCampagneSection: 6,
    sectionLabel: 'Labo',
    Statut: 1,
    statusLabel: 'Unfinished',
    isExpired: true,
  },
  {
    ...base,
    IdInscription: 3,
    IdFilm: 11,
    filmTitle: 'Night Bus',
    IdFestival: 2,
    festivalName: 'Les Courts de Nantes',
    IdCampagneSection: 7,
    sectionLabel: 'Clips',
    Statut: 8,
    statusLabel: 'Selected',
    numero: 42,
    submitDate: '2026-10-02T10:00:00.000Z',
    resultDate: '2027-01-15T10:00:00.000Z',
    statusDate: '2026-11-20T10:00:00.000Z',
    decision: { note: null, reasons: ['programmeBalance'] },
  },
  {
    ...base,
    IdInscription: 4,
    IdFilm: 11,
    filmTitle: 'Night Bus',
    IdFestival: 4,
    festivalName: 'Annecy',
    IdCampagneSection: 8,
    sectionLabel: 'Courts',
    Statut: 1,
    statusLabel: 'Unfinished',
    isPaiementAttente: true,
  },
];

function openPage(
  answer: () => Response | Promise<Response> = () => json({ items: ITEMS }),
  url = '/en/submissions',
) {
  const fetchMock = stubApi({
    session: accountSession(),
    handlers: {
      'POST /api/inscriptions/filter': answer,
      'GET /api/inscriptions/panier': () => json({ count: 3 }),
    },
  });
  renderApp(url);
  return fetchMock;
}

const film = (title: string) => screen.findByRole('region', { name: title }, { timeout: 10_000 });
const entries = () => screen.queryAllByTestId('submission-entry');

describe('submissions page', () => {
  it('groups the entries per film with festival, section, number, dates, status and what to do next', async () => {
    openPage();
    const heart = await film('Le Cœur battant');
    expect(within(heart).getAllByTestId('submission-entry')).toHaveLength(2);
    expect(heart.textContent).toContain('Les Courts de Nantes');
    expect(heart.textContent).toContain('Compétition internationale');
    expect(within(heart).getAllByText('Unfinished')).toHaveLength(2);
    expect(
      within(heart).getAllByRole('link', { name: 'Finish in the basket' })[0]!.getAttribute('href'),
    ).toBe('/en/cart');
    expect(within(heart).getByTestId('submission-expired').textContent).toBe(
      'Expired: this section has closed',
    );

    const bus = await film('Night Bus');
    expect(bus.textContent).toContain('Selected');
    expect(bus.textContent).toContain('No. 42');
    expect(bus.textContent).toContain('Submitted 2 Oct 2026');
    expect(bus.textContent).toContain('Results 15 Jan 2027');
    // Unfinished with payment pending: the invoices, not the basket.
    expect(within(bus).getByText('Payment pending')).toBeTruthy();
    expect(within(bus).getByRole('link', { name: 'See my invoices' }).getAttribute('href')).toBe(
      '/en/profile/invoices',
    );
    expect(screen.getByTestId('submissions-count').textContent).toBe('4 submissions');
  });

  it('searches without regard to accents or case and combines status filters', async () => {
    openPage();
    await film('Night Bus');
    const search = screen.getByRole('searchbox', { name: 'Search a film, festival or section' });
    fireEvent.change(search, { target: { value: 'COEUR' } });
    expect(entries()).toHaveLength(2);
    fireEvent.change(search, { target: { value: 'competition' } });
    expect(entries()).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'nantes' } });
    expect(entries()).toHaveLength(2);
    fireEvent.change(search, { target: { value: '' } });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Selected' }));
    expect(entries()).toHaveLength(1);
    expect(screen.getByTestId('submissions-count').textContent).toBe('1 submission');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unfinished' }));
    expect(entries()).toHaveLength(4);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unfinished' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selected' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Awarded' }));
    expect(entries()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(entries()).toHaveLength(4);
  });

  it('opens with the statuses the link names ticked (the dashboard links here filtered)', async () => {
    openPage(undefined, '/en/submissions?status=selected,nonsense');
    await film('Night Bus');
    expect(entries()).toHaveLength(1);
    expect((screen.getByRole('checkbox', { name: 'Selected' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Unfinished' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the empty state with a way to find a festival', async () => {
    openPage(() => json({ items: [] }));
    expect(
      await screen.findByText('You have not submitted any film yet.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a festival' })).toBeTruthy();
  });

  it('shows an error with a retry that loads the list', async () => {
    let calls = 0;
    openPage(() => {
      calls += 1;
      return calls === 1 ? json({ code: 'INTERNAL' }, 500) : json({ items: ITEMS });
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await film('Night Bus')).toBeTruthy();
  });
});
