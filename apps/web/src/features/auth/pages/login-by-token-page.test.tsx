import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login by token (spec §4)', () => {
  it('signs in with the token, then opens the dashboard in the user language', async () => {
    const fetchMock = stubApi({
      handlers: {
        'POST /api/logout': () => json({ ok: true }),
        'POST /api/auth/login-by-token/abc': () => json(accountSession({ IdLangue: 19 })),
      },
    });
    const { router } = renderApp('/login-by-token/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/panel'));
    // The server replaces the session only for a good token: the page never signs out first.
    expect(fetchMock.mock.calls.map(([path]) => String(path))).not.toContain('/api/logout');
  });

  it('opens the festival workspace for a festival member, in the user language', async () => {
    stubApi({
      handlers: {
        'POST /api/auth/login-by-token/abc': () =>
          json(accountSession({ IdLangue: 13, festivals: [{ IdFestival: 3, role: 'manager' }] })),
      },
    });
    const { router } = renderApp('/login-by-token/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/espace-festival'));
  });

  it('shows the 404 page when the token is refused, and keeps the session', async () => {
    const fetchMock = stubApi({
      session: accountSession(),
      handlers: {
        'POST /api/logout': () => json({ ok: true }),
        'POST /api/auth/login-by-token/bad': () => json({ code: 'TOKEN_INVALID', message: 'Bad token' }, 400),
      },
    });
    renderApp('/login-by-token/bad');
    expect(await screen.findByRole('heading', { level: 1, name: "We can't find this page" })).toBeTruthy();
    // A stale link leaves whoever was signed in signed in.
    expect(fetchMock.mock.calls.map(([path]) => String(path))).not.toContain('/api/logout');
  });
});

describe('activation', () => {
  it('sends to sign-in, saying so, when the account is already active', async () => {
    stubApi({
      handlers: {
        'POST /api/auth/check-token-activate': () =>
          json({ code: 'ACCOUNT_ALREADY_ACTIVE', message: 'Already active' }, 409),
      },
    });
    const { router } = renderApp('/en/activate/used');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/sign-in'));
    expect(await screen.findByText('Your account is already active. You can sign in.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'This link no longer works' })).toBeNull();
  });

  it('offers a new link when the token is bad, then goes home', async () => {
    const fetchMock = stubApi({
      handlers: {
        'POST /api/auth/check-token-activate': () =>
          json({ code: 'TOKEN_INVALID', message: 'Bad token' }, 400),
        'POST /api/auth/send-activate': () => json({ ok: true }),
      },
    });
    const { router } = renderApp('/en/activate/old');
    const dialog = await screen.findByRole('dialog', { name: 'This link no longer works' });
    fireEvent.change(within(dialog).getByLabelText(/Email address/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/auth/send-activate');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ Data: 'ada@example.com' });
  });
});
