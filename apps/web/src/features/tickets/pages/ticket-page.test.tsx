import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';

const TICKET = {
  Id: 12,
  DateCreation: '2026-12-01T10:00:00.000Z',
  DateDerMessage: '2026-12-01T11:00:00.000Z',
  Categorie: 'payments',
  Sujet: 'Ma facture',
  Statut: 'closed',
  IdFestival: null,
  hasUnreadAnswer: false,
  Email: 'ada@example.com',
  attachmentMaxBytes: 5 * 1024 * 1024,
  messages: [
    {
      Id: 1,
      DateCreation: '2026-12-01T10:00:00.000Z',
      Auteur: 'user',
      Message: 'Où est ma facture\u202f?',
      attachment: { FichierOriginal: 'commande.pdf', Mime: 'application/pdf', Poids: 2048 },
    },
    {
      Id: 2,
      DateCreation: '2026-12-01T11:00:00.000Z',
      Auteur: 'operator',
      Message: 'La voici.',
      attachment: null,
    },
  ],
};

describe('support requests', () => {
  it('shows the conversation as a chat, its attachment, and that a closed request is archived', async () => {
    stubApi({
      session: accountSession({ IdLangue: 13 }),
      handlers: { 'GET /api/tickets/12': () => json(TICKET) },
    });
    renderApp('/fr/demandes/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ma facture' })).toBeTruthy();
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    const messages = within(conversation).getAllByRole('listitem');
    expect(messages.map((m) => m.getAttribute('data-testid'))).toEqual(['message-user', 'message-operator']);
    expect(messages[1]?.textContent).toContain("L'équipe Shortlist");
    expect(
      within(messages[0]!)
        .getByRole('link', { name: /Pièce jointe\u00a0: commande\.pdf/ })
        .getAttribute('href'),
    ).toBe('/api/tickets/12/messages/1/piece-jointe');
    expect(screen.getByTestId('ticket-status').textContent).toBe('Close');
    expect(screen.getByText(/Écrivez un message pour la rouvrir/).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marquer comme résolue' })).toBeNull();
    expect(
      screen.getByText(/Sujet\u00a0: Paiements, commandes et factures/, { normalizer: (text) => text }),
    ).toBeTruthy();
  });

  it('lists the open requests with a new answer marked, and offers the filmmaker topics', async () => {
    stubApi({
      session: accountSession(),
      handlers: {
        'GET /api/tickets?Statut=open': () =>
          json({
            tickets: [{ ...TICKET, Statut: 'open', hasUnreadAnswer: true }],
            attachmentMaxBytes: 5_242_880,
          }),
      },
    });
    renderApp('/en/tickets');
    const list = await screen.findByTestId('ticket-list');
    expect(within(list).getByRole('link', { name: 'Ma facture' }).getAttribute('href')).toBe(
      '/en/tickets/12',
    );
    expect(within(list).getByText('New answer')).toBeTruthy();
    screen.getByRole('button', { name: 'New request' }).click();
    const topic = await screen.findByRole('combobox', { name: /Topic/ });
    const options = within(topic)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).toEqual(['', 'account', 'films', 'videos', 'submissions', 'payments', 'other']);
    expect(screen.getByText('A PDF, a text document or an image, up to 5 MB.')).toBeTruthy();
  });
});
