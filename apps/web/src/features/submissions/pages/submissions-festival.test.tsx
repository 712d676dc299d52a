import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';

process.env.TZ = 'UTC';

/*
 * What the filmmaker sees of the festival side on each submission (issue 31): the published
 * status in its words and §4 colour, the festival's viewing of the film, and the note and reasons
 * that came with its decision.
 */

const OPENED = '2026-11-03T10:00:00.000Z';
const entry = (IdInscription: number, values: Partial<SubmissionListItem>): SubmissionListItem => ({
  IdInscription,
  IdFilm: 10,
  filmTitle: 'Night Bus',
  IdFestival: IdInscription,
  festivalName: `Festival ${IdInscription}`,
  IdCampagneSection: 100 + IdInscription,
  sectionLabel: 'Competition',
  Statut: 2,
  statusLabel: 'Sent',
  numero: null,
  isPaiementAttente: false,
  isExpired: false,
  submitDate: '2026-10-02T10:00:00.000Z',
  resultDate: null,
  DateCreation: '2026-10-01T10:00:00.000Z',
  statusDate: null,
  decision: null,
  ...values,
});

const ITEMS: SubmissionListItem[] = [
  // An older answer, without the festival's fields: the entry reads as before.
  entry(1, {}),
  entry(2, { viewing: { firstOpenedAt: null, furthestPercent: 0, watchedToEnd: false } }),
  entry(3, {
    Statut: 4,
    statusLabel: 'Validated',
    viewing: { firstOpenedAt: OPENED, furthestPercent: 45, watchedToEnd: false },
    decision: null,
    watchGuarantee: { required: 2, watchedBy: 0, kept: false },
  }),
  entry(4, {
    Statut: 8,
    statusLabel: 'Selected',
    resultDate: '2026-12-01T10:00:00.000Z',
    viewing: { firstOpenedAt: OPENED, furthestPercent: 97, watchedToEnd: true },
    decision: { note: 'We loved the ending.\nSee you in March.', reasons: [] },
    watchGuarantee: { required: 2, watchedBy: 2, kept: true },
  }),
  entry(5, {
    Statut: 16,
    statusLabel: 'Not selected',
    resultDate: '2026-12-01T10:00:00.000Z',
    viewing: { firstOpenedAt: OPENED, furthestPercent: 0, watchedToEnd: false },
    decision: { note: null, reasons: ['length', 'programmeBalance'] },
  }),
  // In the basket, or refunded before the festival opened it: no receipt to give.
  entry(6, {
    Statut: 1,
    statusLabel: 'Unfinished',
    submitDate: null,
    viewing: { firstOpenedAt: null, furthestPercent: 0, watchedToEnd: false },
  }),
  entry(7, {
    Statut: 128,
    statusLabel: 'Cancelled',
    viewing: { firstOpenedAt: null, furthestPercent: 0, watchedToEnd: false },
  }),
];

function openPage(url = '/en/submissions', items = ITEMS) {
  stubApi({
    session: accountSession(),
    handlers: {
      'POST /api/inscriptions/filter': () => json({ items }),
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp(url);
}

async function entryOf(festival: string) {
  const entries = await screen.findAllByTestId('submission-entry', {}, { timeout: 10_000 });
  const found = entries.find((li) => within(li).queryByText(festival));
  if (!found) throw new Error(`No entry of ${festival}`);
  return found;
}

const receipt = (li: HTMLElement) => within(li).queryByTestId('submission-viewing');

describe('the festival side on the submissions page', () => {
  it('shows each viewing state in words, with a decorative icon and a lead-in for screen readers', async () => {
    openPage();
    // Not opened yet.
    const notOpened = receipt(await entryOf('Festival 2'))!;
    expect(notOpened.textContent).toBe('Festival viewing: Not opened yet');
    expect(notOpened.getAttribute('data-coverage')).toBe('notOpened');
    expect(notOpened.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(notOpened.querySelector('.visually-hidden')?.textContent).toBe('Festival viewing: ');
    // Opened and watched part of the way.
    expect(receipt(await entryOf('Festival 3'))?.textContent).toBe(
      'Festival viewing: Opened on 3 Nov 2026, watched to 45%',
    );
    // Watched to the end.
    const full = receipt(await entryOf('Festival 4'))!;
    expect(full.textContent).toBe('Festival viewing: Watched to the end');
    expect(full.getAttribute('data-coverage')).toBe('full');
    // Opened, not played yet.
    expect(receipt(await entryOf('Festival 5'))?.textContent).toBe('Festival viewing: Opened on 3 Nov 2026');
    // No viewing in the answer, in the basket, or cancelled unopened: nothing said.
    for (const festival of ['Festival 1', 'Festival 6', 'Festival 7']) {
      expect(receipt(await entryOf(festival)), festival).toBeNull();
    }
    // Never who watched.
    expect(document.body.textContent).not.toContain('ada@example.com');
  });

  it('says whether the guaranteed watch was kept, only where the call promised it', async () => {
    openPage();
    const promise = (li: HTMLElement) => within(li).queryByTestId('submission-watch-guarantee');
    const kept = promise(await entryOf('Festival 4'))!;
    expect(kept.textContent).toBe('Promise kept: watched to the end by 2 programmers');
    expect(kept.getAttribute('data-kept')).toBe('true');
    expect(promise(await entryOf('Festival 3'))?.textContent).toBe(
      'The festival promised it would be watched to the end by 2 programmers: 0 so far',
    );
    expect(promise(await entryOf('Festival 5'))).toBeNull();
  });

  it('shows the published status in its words and §4 colour, the result date, and the decision', async () => {
    openPage();
    const selected = await entryOf('Festival 4');
    expect(
      within(selected).getByText('Selected').closest('.mantine-Badge-root')?.getAttribute('style'),
    ).toContain('--badge-dot-color: var(--mantine-color-green-filled)');
    expect(selected.textContent).toContain('Results 1 Dec 2026');
    const decision = within(selected).getByTestId('submission-decision');
    const note = within(decision).getByRole('blockquote');
    // The note as written, its line break kept, never read as markup.
    expect(note.textContent).toBe('We loved the ending.\nSee you in March.');
    expect(note.getAttribute('style')).toContain('white-space: pre-line');
    expect(within(decision).getByText("The festival's message")).toBeTruthy();
    expect(within(decision).queryByRole('list')).toBeNull();

    const notSelected = await entryOf('Festival 5');
    expect(
      within(notSelected).getByText('Not selected').closest('.mantine-Badge-root')?.getAttribute('style'),
    ).toContain('--badge-dot-color: var(--mantine-color-red-filled)');
    const reasons = within(within(notSelected).getByTestId('submission-decision')).getByRole('list', {
      name: "What weighed in the festival's decision",
    });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Running time', 'Balance of the programme']);
    expect(within(notSelected).queryByRole('blockquote')).toBeNull();

    // No decision, or an older answer without one: nothing.
    expect(within(await entryOf('Festival 3')).queryByTestId('submission-decision')).toBeNull();
    expect(within(await entryOf('Festival 1')).queryByTestId('submission-decision')).toBeNull();
  });

  it('words the receipt and the decision in the page language', async () => {
    openPage('/fr/inscriptions');
    // The percentage as the locale writes it (a no-break space before "%", narrow or not by ICU version).
    expect(receipt(await entryOf('Festival 3'))?.textContent).toMatch(
      /^Visionnage par le festival\u00a0: Ouvert le 3 nov\. 2026, regardé jusqu’à 45[\u00a0\u202f]%$/,
    );
    expect(receipt(await entryOf('Festival 4'))?.textContent).toContain('Regardé jusqu’au bout');
    expect(receipt(await entryOf('Festival 2'))?.textContent).toContain('Pas encore ouvert');
    const reasons = within(await entryOf('Festival 5')).getByRole('list', {
      name: 'Ce qui a pesé dans la décision du festival',
    });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Durée', 'Équilibre de la programmation']);
  });
});
