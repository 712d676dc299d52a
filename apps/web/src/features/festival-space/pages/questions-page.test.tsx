import type { ManagedQuestion, SectionQuestions } from '@shortlist/domain/festival-space/question-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { API, FESTIVAL_ID, festivalsAnswer } from '../test-fixtures.ts';

const URL = `${API}/festivals/${FESTIVAL_ID}/calls/7/sections/70/questions`;

function question(over: Partial<ManagedQuestion>): ManagedQuestion {
  return {
    Id: 1,
    IdCampagneSection: 70,
    Type: 'yes-no',
    IsDemandeCheck: false,
    Ordre: 0,
    Libelle: { en: 'Is it a premiere?' },
    Texte: null,
    Choix: [],
    answers: 0,
    ...over,
  };
}

function answer(items: ManagedQuestion[]): SectionQuestions {
  return {
    IdFestival: FESTIVAL_ID,
    IdCampagne: 7,
    IdCampagneSection: 70,
    AnneeEdition: 2027,
    StatutCampagne: 'open',
    section: 'Shorts',
    languages: ['en', 'fr', 'es'],
    items,
  };
}

function open(options: {
  items: ManagedQuestion[];
  role?: 'manager' | 'programmer';
  onDelete?: () => Response;
}) {
  let current = options.items;
  const calls: string[] = [];
  stubApi({
    session: accountSession(),
    handlers: {
      [`GET ${API}/festivals`]: () => json(festivalsAnswer([{ role: options.role ?? 'manager' }])),
      [`GET ${URL}`]: () => json(answer(current)),
      [`PUT ${URL}/order`]: (init) => {
        const { order } = JSON.parse(String(init?.body)) as { order: number[] };
        calls.push(`order ${order.join(',')}`);
        current = order.map((id, Ordre) => ({
          ...(current.find((q) => q.Id === id) as ManagedQuestion),
          Ordre,
        }));
        return json(answer(current));
      },
      [`DELETE ${URL}/2`]: () => {
        calls.push('delete 2');
        if (options.onDelete) return options.onDelete();
        current = current.filter((q) => q.Id !== 2);
        return json(answer(current));
      },
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp(`/en/festival-space/${FESTIVAL_ID}/calls/7/sections/70/questions`);
  return { calls };
}

const two = [
  question({}),
  question({
    Id: 2,
    Ordre: 1,
    Type: 'blocking',
    Libelle: { en: 'Under 15 minutes?' },
    Texte: { en: 'Short ones only.' },
  }),
];

describe('the section questions page', () => {
  it('lists the questions in order and moves one up with a button', async () => {
    const { calls } = open({ items: two });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions of “Shorts”' })).toBeTruthy();
    const up = screen.getByRole('button', { name: 'Move “Under 15 minutes?” up' });
    expect(screen.getByRole('button', { name: 'Move “Is it a premiere?” up' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(up);
    await waitFor(() => expect(calls).toEqual(['order 2,1']));
    await waitFor(() =>
      expect(screen.getAllByTestId('question-item')[0]?.textContent).toContain('Under 15 minutes?'),
    );
  });

  it('deletes only after the confirmation, and says why an answered question stays', async () => {
    const { calls } = open({
      items: two,
      onDelete: () =>
        json({ code: 'QUESTION_ANSWERED', message: 'Entries have already answered this question.' }, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Under 15 minutes?”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the question' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/already answered/);
    expect(calls).toEqual(['delete 2']);
  });

  it('previews a blocking question: a no shows its reason', async () => {
    open({ items: [] });
    expect(await screen.findByText('This section asks no additional question yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const editor = await screen.findByRole('dialog', { name: 'Add a question' });
    fireEvent.change(within(editor).getByRole('combobox', { name: 'Type' }), {
      target: { value: 'blocking' },
    });
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Question in English' }), {
      target: { value: 'Under 15 minutes?' },
    });
    fireEvent.change(within(editor).getByRole('textbox', { name: /^Reason shown when the answer is no/ }), {
      target: { value: 'Short ones only.' },
    });
    const preview = within(editor).getByRole('radiogroup', { name: /Under 15 minutes\?/ });
    fireEvent.click(within(preview).getByRole('radio', { name: 'No' }));
    expect(await within(editor).findByText('Short ones only.', { selector: 'p' })).toBeTruthy();
  });

  it('is for managers only', async () => {
    open({ items: [], role: 'programmer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'For managers only' })).toBeTruthy();
  });
});
