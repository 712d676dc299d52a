import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';

const TOPICS = [
  { Id: 10, IdLibelle: 1, Libelle: 'Getting started', IdType: 'user', Ordre: 1 },
  { Id: 11, IdLibelle: 2, Libelle: 'Your films', IdType: 'user', Ordre: 2 },
];
const resource = (values: Record<string, unknown>) => ({
  IdLibelle: 3,
  IdTexte: null,
  Texte: null,
  CodeEmbed: null,
  LibelleCategorie: 'Getting started',
  IdCategorie: 10,
  ...values,
});
const RESOURCES = [
  resource({ Id: 5, Libelle: 'How do I start?', IdType: 'faq', IdTexte: 4, Texte: 'Create your account.' }),
  resource({
    Id: 6,
    Libelle: 'Your dashboard',
    IdType: 'video',
    CodeEmbed: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  }),
  resource({ Id: 7, Libelle: 'A refused video', IdType: 'video', CodeEmbed: null }),
];

describe('help resources page', () => {
  it('shows the first topic, frames a tutorial only once played, sandboxed, and searches', async () => {
    const fetchMock = stubApi({
      session: accountSession(),
      handlers: {
        'GET /api/help/categorie?type=user': () => json(TOPICS),
        'GET /api/help/categorie/10/ressources': () => json(RESOURCES),
        'GET /api/help/recherche?q=ecran&type=user': () => json([RESOURCES[0]]),
      },
    });
    renderApp('/en/help/resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutorials and answers' })).toBeTruthy();
    const topics = await screen.findByRole('navigation', { name: 'Help topics' });
    expect(within(topics).getByRole('button', { name: 'Getting started' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((await screen.findByText('How do I start?')).tagName).toBe('SUMMARY');
    expect(screen.getByText("This video can't be shown.")).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Your dashboard' }));
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(frame?.getAttribute('title')).toBe('Your dashboard');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the help' }), {
      target: { value: 'ecran' },
    });
    expect(await screen.findByText('Results for “ecran”', {}, { timeout: 3000 })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/api/help/recherche?q=ecran&type=user'),
    ).toBe(true);
  });
});
