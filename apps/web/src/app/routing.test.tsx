import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_URL_KEY } from '../shared/session-storage.ts';
import { renderApp, stubApi } from '../test/render-app.tsx';
import { accountSession } from '../test/session-fixture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('language switcher', () => {
  it('keeps the route when the language changes', async () => {
    stubApi();
    const { router } = renderApp('/en/sign-in');
    const header = await screen.findByRole('banner');
    fireEvent.change(within(header).getByLabelText('Language'), { target: { value: 'fr' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/connexion'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByLabelText('Langue')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });

  it('keeps the parameters of a festival page', async () => {
    // The festival's answer never comes: an unknown festival would leave for the directory.
    stubApi({ handlers: { 'GET /api/public/festivals/12': () => new Promise<Response>(() => {}) } });
    const { router } = renderApp('/en/festival/12-foo?tab=rules');
    fireEvent.change(within(await screen.findByRole('banner')).getByLabelText('Language'), {
      target: { value: 'es' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/festival/12-foo'));
    expect(router.state.location.search).toBe('?tab=rules');
  });
});

describe('routing rules', () => {
  it('shows the 404 page for an unknown language', async () => {
    stubApi();
    renderApp('/de/festivals');
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find this page" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/en');
  });

  it('shows the 404 page in the language of an unknown path', async () => {
    stubApi();
    renderApp('/fr/nulle-part');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nous ne trouvons pas cette page' }),
    ).toBeTruthy();
  });

  it('sends / to the English home page', async () => {
    stubApi();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your short film deserves an audience' }),
    ).toBeTruthy();
  });

  it('sends anonymous visitors of signed-in pages to sign-in and remembers the URL', async () => {
    stubApi();
    const { router } = renderApp('/fr/tableau-de-bord?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/connexion'));
    expect(sessionStorage.getItem(LAST_URL_KEY)).toBe('/fr/tableau-de-bord?tab=1');
  });

  it('renders a placeholder with the translated title for pages still to come', async () => {
    stubApi({ session: accountSession() });
    renderApp('/es/solicitudes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes de ayuda' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Solicitudes de ayuda | Shortlist'));
  });
});

describe('maintenance', () => {
  it('turns on, in English, when a required dictionary is empty', async () => {
    stubApi({ emptyDictionaries: ['pays'] });
    const { router } = renderApp('/fr/festivals');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/maintenance'));
    expect(await screen.findByRole('heading', { level: 1, name: "We'll be right back" })).toBeTruthy();
  });

  it('sends every route to the maintenance page when the platform says so', async () => {
    stubApi({ maintenance: true });
    const { router } = renderApp('/es/ayuda/categoria/10');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/mantenimiento'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Volvemos enseguida' })).toBeTruthy();
  });

  it('leaves the maintenance page when maintenance is off', async () => {
    stubApi();
    const { router } = renderApp('/en/maintenance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});

describe('layout', () => {
  it('shows header, navigation and footer with landmarks', async () => {
    stubApi();
    renderApp('/en');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/sign-in');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(await screen.findByText('Version 4.0.25')).toBeTruthy();
  });

  it('hides header and footer in embed mode', async () => {
    stubApi();
    renderApp('/en/festivals?embed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Festivals' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('hides the header on film pages', async () => {
    stubApi();
    renderApp('/en/film/42');
    // The public film page (here: a film the API does not know) has a heading, never the header.
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('session check', () => {
  it('does not ask the server for a session on an anonymous visit', async () => {
    const fetchMock = stubApi();
    renderApp('/en/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/ping');
  });

  it('asks once the browser holds a session cookie', async () => {
    const fetchMock = stubApi({ session: { Id: 1 } });
    renderApp('/en/sign-in');
    await waitFor(() => expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/ping'));
  });
});

describe('header', () => {
  it('marks the link of the page shown as current', async () => {
    stubApi();
    renderApp('/en/festivals');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Festivals' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'How it works' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a badge only above zero', async () => {
    stubApi({ session: accountSession({ NbTicketEnAttente: 2, NbPanier: 0 }) });
    renderApp('/en/festivals');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    const help = await within(nav).findByRole('link', { name: /Help/ });
    expect(help.textContent).toContain('2');
    expect(within(nav).getByRole('link', { name: 'Cart' }).textContent).toBe('Cart');
  });

  it('opens the phone menu with every link and closes it on navigation', async () => {
    stubApi();
    const { router } = renderApp('/en');
    fireEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Festivals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/festivals'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('moves the focus to the new page heading after a navigation', async () => {
    stubApi();
    renderApp('/en');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Festivals' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Festivals' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('route-announcer').textContent).toBe('Festivals');
  });
});
