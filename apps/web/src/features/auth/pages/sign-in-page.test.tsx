import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_URL_KEY } from '../../../shared/session-storage.ts';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'sl_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

async function signIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('says an account is not activated yet and sends a new link', async () => {
    const sent: unknown[] = [];
    stubApi({
      handlers: {
        'POST /api/login': () => json({ code: 'ACCOUNT_NOT_ACTIVATED', message: 'Not activated' }, 403),
        'POST /api/auth/send-activate': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return json({ ok: true });
        },
      },
    });
    renderApp('/en/sign-in');
    await signIn(' Ada@Example.com ', 'Good-pass1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Your account isn't activated yet");
    expect(alert.textContent).not.toContain('Incorrect username or password');
    fireEvent.click(within(alert).getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(sent).toEqual([{ Data: 'ada@example.com' }]));
    expect(await within(alert).findByText(/A new activation link is on its way/)).toBeTruthy();
  });

  it('says the username or password is wrong when the server refuses them', async () => {
    stubApi({
      handlers: {
        'POST /api/login': () => json({ code: 'LOGIN_FAILED', message: 'Login failed' }, 401),
      },
    });
    renderApp('/en/sign-in');
    await signIn('ada@example.com', 'Wrong-pass1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Incorrect username or password. Please try again.',
    );
  });

  it('sends the CSRF cookie back and returns to the remembered URL after sign-in', async () => {
    const fetchMock = stubApi({ handlers: { 'POST /api/login': () => json(accountSession()) } });
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'sl_csrf=abc123; path=/';
    sessionStorage.setItem(LAST_URL_KEY, '/en/films?year=2025');
    const { router } = renderApp('/en/sign-in');
    await signIn('ada@example.com', 'Good-pass1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/films'));
    expect(router.state.location.search).toBe('?year=2025');
    expect(sessionStorage.getItem(LAST_URL_KEY)).toBeNull();
    const login = fetchMock.mock.calls.find(
      ([path, init]) => path === '/api/login' && init?.method === 'POST',
    );
    expect(login?.[1]?.headers).toMatchObject({ 'x-csrf-token': 'abc123', culture: 'en' });
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      Login: 'ada@example.com',
      Password: 'Good-pass1',
    });
  });

  it('goes to the dashboard after sign-in when no URL was remembered', async () => {
    stubApi({ handlers: { 'POST /api/login': () => json(accountSession()) } });
    const { router } = renderApp('/fr/connexion');
    fireEvent.change(await screen.findByLabelText(/Adresse e-mail/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Good-pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/tableau-de-bord'));
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    stubApi({ session: accountSession() });
    const { router } = renderApp('/es/iniciar-sesion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/panel'));
  });
});

describe('sign-in of a festival member (issue 31)', () => {
  const member = () => accountSession({ festivals: [{ IdFestival: 3, role: 'programmer' }] });

  it('lands a member in the festival workspace', async () => {
    stubApi({ handlers: { 'POST /api/login': () => json(member()) } });
    const { router } = renderApp('/fr/connexion');
    fireEvent.change(await screen.findByLabelText(/Adresse e-mail/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Good-pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/espace-festival'));
  });

  it('returns a member sent to sign-in from another page to that page', async () => {
    stubApi({ handlers: { 'POST /api/login': () => json(member()) } });
    sessionStorage.setItem(LAST_URL_KEY, '/en/submissions');
    const { router } = renderApp('/en/sign-in');
    await signIn('ada@example.com', 'Good-pass1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/submissions'));
    expect(sessionStorage.getItem(LAST_URL_KEY)).toBeNull();
  });

  it('lands an account that is a member of no festival on the dashboard', async () => {
    stubApi({ handlers: { 'POST /api/login': () => json(accountSession({ festivals: [] })) } });
    const { router } = renderApp('/en/sign-in');
    await signIn('ada@example.com', 'Good-pass1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard'));
  });

  it('sends a signed-in member to the workspace', async () => {
    stubApi({ session: member() });
    const { router } = renderApp('/es/iniciar-sesion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/espacio-festival'));
  });
});

describe('signed-in header', () => {
  it('shows the signed-in links and badges when ping answers a user', async () => {
    stubApi({ session: accountSession({ NbTicketEnAttente: 2, NbPanier: 0 }) });
    renderApp('/en/festivals');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeTruthy());
    const hrefs = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent?.replace(/\s+/g, ' ').trim(), link.getAttribute('href')]),
    );
    expect(hrefs).toMatchObject({
      Dashboard: '/en/dashboard',
      'My films': '/en/films',
      Submissions: '/en/submissions',
      Festivals: '/en/festivals',
      'Help2(2 help requests waiting for you)': '/en/help',
      // No badge at zero (a "0" read as an alert).
      Cart: '/en/cart',
      Profile: '/en/profile',
      Invoices: '/en/accounting/orders',
      'Log out': '/en/logout',
    });
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
    // Not a festival member: no way to a workspace.
    expect(within(nav).queryByRole('link', { name: 'Festival space' })).toBeNull();
  });

  it('offers a festival member the way to the festival workspace', async () => {
    stubApi({ session: accountSession({ IdLangue: 13, festivals: [{ IdFestival: 3, role: 'manager' }] }) });
    renderApp('/fr/festivals');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', {
      name: 'Navigation principale',
    });
    const link = await within(nav).findByRole('link', { name: 'Espace festival' });
    expect(link.getAttribute('href')).toBe('/fr/espace-festival');
    // The filmmaker's side stays a click away.
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' }).getAttribute('href')).toBe(
      '/fr/tableau-de-bord',
    );
  });

  it('tells the server when the URL language differs from the account language', async () => {
    const fetchMock = stubApi({
      session: accountSession({ IdLangue: 6 }),
      handlers: { 'PUT /api/compte/update-local': () => json({ ok: true }) },
    });
    renderApp('/fr/festivals');
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([path]) => path === '/api/compte/update-local');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ IdLangue: 13 });
    });
  });
});

describe('first connection', () => {
  it('is forced when the session says so, and cancel signs out to sign-in', async () => {
    const fetchMock = stubApi({
      session: accountSession({ needsFirstConnection: true, DateDerConnexion: null }),
      handlers: { 'POST /api/logout': () => json({ ok: true }) },
    });
    const { router } = renderApp('/en/festivals');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Shortlist' });
    expect((within(dialog).getByLabelText(/Email address/) as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    expect(within(dialog).getByTestId('password-strength')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/sign-in'));
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/logout')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses to continue without the current password and the terms, then saves them with the new password', async () => {
    const fetchMock = stubApi({
      session: accountSession({ needsFirstConnection: true, DateAcceptationCGV: null }),
      handlers: {
        'PUT /api/compte/update-cgvu-compte': () => json(accountSession({ needsFirstConnection: false })),
      },
    });
    renderApp('/en/festivals');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Shortlist' });
    fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: 'Good-pass1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm the password/), {
      target: { value: 'Good-pass1' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter a password.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/compte/update-cgvu-compte')).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: 'Temp-pass1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm the password/), {
      target: { value: 'Good-pass1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please accept the terms of use to continue.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/compte/update-cgvu-compte');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      Login: 'ada@example.com',
      Password: 'Good-pass1',
      CurrentPassword: 'Temp-pass1',
      AcceptCgv: true,
    });
  });

  it('asks no current password of an invited account that has none', async () => {
    const fetchMock = stubApi({
      session: accountSession({ needsFirstConnection: true, DateAcceptationCGV: null, hasPassword: false }),
      handlers: {
        'PUT /api/compte/update-cgvu-compte': () => json(accountSession({ needsFirstConnection: false })),
      },
    });
    renderApp('/en/festivals');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Shortlist' });
    expect(within(dialog).queryByLabelText(/^Current password/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: 'Good-pass1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Confirm the password/), {
      target: { value: 'Good-pass1' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/compte/update-cgvu-compte');
    expect(JSON.parse(String(call?.[1]?.body))).not.toHaveProperty('CurrentPassword');
  });

  it('is not shown for a session whose terms are accepted', async () => {
    stubApi({ session: accountSession({ needsFirstConnection: undefined as unknown as boolean }) });
    renderApp('/en/festivals');
    await screen.findByRole('banner');
    expect(screen.queryByRole('dialog', { name: 'Welcome to Shortlist' })).toBeNull();
  });
});

describe('create account', () => {
  it('checks on submit, leaves marketing off unless ticked, and offers to send the link again', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubApi({
      handlers: {
        'POST /api/auth/create-account': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json({ ok: true }, 201);
        },
        'POST /api/auth/send-activate': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json({ ok: true });
        },
      },
    });
    renderApp('/en/create-account');
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    fireEvent.change(email, { target: { value: 'new@example.com' } });
    fireEvent.blur(email);
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'Short-Film1' },
    });
    fireEvent.change(screen.getByLabelText(/^Confirm the password/, { selector: 'input' }), {
      target: { value: 'Short-Film2' },
    });
    fireEvent.blur(screen.getByLabelText(/^Confirm the password/, { selector: 'input' }));
    // Nothing appears on blur: the terms box stays where the pointer is going.
    expect(screen.queryByText('The two passwords are not the same.')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Confirm the password/, { selector: 'input' }), {
      target: { value: 'Short-Film1' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /terms of use/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(bodies[0]).toMatchObject({ Login: 'new@example.com', AcceptCgv: true, IsAccepteMail: false });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(bodies[1]).toEqual({ Data: 'new@example.com' }));
    expect(await screen.findByText(/A new activation link is on its way/)).toBeTruthy();
  });
});

describe('password fields', () => {
  it('have a show/hide button reached with Tab and named in the page language', async () => {
    stubApi();
    renderApp('/fr/connexion');
    const toggle = await screen.findByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle.getAttribute('tabindex')).toBe('0');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(toggle, { key: 'Enter' });
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }).getAttribute('type')).toBe('text');
  });
});
