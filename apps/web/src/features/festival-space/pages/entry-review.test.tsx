import type { EntryReviews } from '@shortlist/domain/festival-space/review-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, entryAnswer, FESTIVAL_ID, festivalsAnswer } from '../test-fixtures.ts';

process.env.TZ = 'UTC';

// The entry page's review (issue 34): it says when the score will count, takes a score only once
// the film was watched far enough, and shows managers the mean, the spread and each score.

const ENTRY = `${API}/entries/101`;

function reviews(overrides: Partial<EntryReviews> = {}): EntryReviews {
  return {
    scale: 5,
    watchThreshold: 80,
    watchedPercent: 35,
    conflicted: false,
    canScore: false,
    mine: null,
    summary: null,
    scores: [],
    ...overrides,
  };
}

function open(role: 'manager' | 'programmer', answer: EntryReviews) {
  const saved: unknown[] = [];
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role }])),
      [`GET ${ENTRY}`]: () => json(entryAnswer()),
      [`GET ${ENTRY}/reviews`]: () => json(answer),
      [`GET ${ENTRY}/assignments`]: () => json({ items: [], programmers: [] }),
      [`GET ${API}/festivals/${FESTIVAL_ID}/queue?except=101`]: () => json({ items: [], next: null }),
      [`PUT ${ENTRY}/review`]: (init) => {
        const body = JSON.parse(String(init?.body));
        saved.push(body);
        return json({
          ...answer,
          mine: { ...body, counted: body.score !== null, DateModification: '2026-10-03T10:00:00.000Z' },
        });
      },
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp(`/en/festival-space/${FESTIVAL_ID}/entries/101`);
  return { saved };
}

describe('the review on the entry page', () => {
  it('says when the score will count and takes none before', async () => {
    const { saved } = open('programmer', reviews());
    const form = await screen.findByRole('region', { name: 'Your review' });
    expect(within(form).getByTestId('review-counts').textContent).toContain(
      'once you have watched 80% of the film: you are at 35%',
    );
    expect(within(form).getByRole('radio', { name: '4' })).toHaveProperty('disabled', true);
    fireEvent.change(within(form).getByRole('textbox', { name: /Private note/ }), {
      target: { value: 'Watch again.' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Sound' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save my review' }));
    await waitFor(() => expect(saved).toEqual([{ score: null, note: 'Watch again.', tags: ['sound'] }]));
    expect(screen.queryByRole('region', { name: 'Scores' })).toBeNull();
  });

  it('takes the score once watched, and shows managers the mean, the spread and each score', async () => {
    const { saved } = open(
      'manager',
      reviews({
        watchedPercent: 100,
        canScore: true,
        summary: { count: 2, mean: 2.5, spread: 3 },
        scores: [
          {
            IdMembre: 3,
            name: 'Noah Guérin',
            score: 4,
            tags: ['story'],
            counted: true,
            DateModification: '2026-10-03T10:00:00.000Z',
          },
          {
            IdMembre: 4,
            name: 'Inès Moreau',
            score: 1,
            tags: [],
            counted: true,
            DateModification: '2026-10-03T10:00:00.000Z',
          },
        ],
      }),
    );
    const form = await screen.findByRole('region', { name: 'Your review' });
    expect(within(form).getByTestId('review-counts').textContent).toBe(
      'Your score counts: you watched 100% of the film.',
    );
    fireEvent.click(within(form).getByRole('radio', { name: '4' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save my review' }));
    await waitFor(() => expect(saved).toEqual([{ score: 4, note: null, tags: [] }]));
    const scores = await screen.findByRole('region', { name: 'Scores' });
    expect(within(scores).getByTestId('score-summary').textContent).toContain('Mean 2.5 / 5');
    expect(within(scores).getByTestId('score-summary').textContent).toContain('Spread 3');
    expect(within(scores).getByRole('row', { name: /Inès Moreau/ }).textContent).toContain('1');
  });
});
