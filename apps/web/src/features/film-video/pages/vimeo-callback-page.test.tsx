import { localizedPath } from '@shortlist/i18n/routes';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';

/** `/vimeo-callback?code&state`, the return of "Connect my Vimeo account" (spec §4). */
const RETURN = '/vimeo-callback?code=good-code&state=v1.sealed.for.ada';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the return of "Connect my Vimeo account"', () => {
  it('has the server exchange the code, then opens the film media tab with the token', async () => {
    const sent: unknown[] = [];
    stubApi({
      session: accountSession(),
      handlers: {
        'POST /api/vimeo/code': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return json({
            IdFilm: 7,
            language: 'fr',
            accessToken: 'vimeo_token_1234',
            expires: '2030-01-01T10:00:00.000Z',
          });
        },
      },
    });
    window.history.replaceState(null, '', RETURN);
    const { router } = renderApp(RETURN);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(localizedPath('filmEdit', 'fr', { id: '7', tab: 'media' })),
    );
    expect(sent).toEqual([{ code: 'good-code', state: 'v1.sealed.for.ada' }]);
    expect(new URLSearchParams(router.state.location.search).get('vimeoToken')).toBe('vimeo_token_1234');
    // The code left the address bar at once.
    expect(window.location.search).toBe('');
  });

  it('says the authorisation could not be used when the server refuses the state, or Vimeo was declined', async () => {
    stubApi({
      session: accountSession(),
      handlers: {
        'POST /api/vimeo/code': () => json({ code: 'VIMEO_STATE_INVALID', message: 'Invalid state' }, 400),
      },
    });
    window.history.replaceState(null, '', RETURN);
    renderApp(RETURN);
    const failed = 'The Vimeo authorisation could not be used. Go back to your film and try again.';
    expect(await screen.findByText(failed)).toBeTruthy();
    vi.unstubAllGlobals();
    // Declined on Vimeo's page: `?error=access_denied`, nothing is sent.
    const fetchMock = stubApi({ session: accountSession() });
    window.history.replaceState(null, '', '/vimeo-callback?error=access_denied&state=x');
    renderApp('/vimeo-callback?error=access_denied&state=x');
    expect((await screen.findAllByText(failed)).length).toBe(2);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/vimeo/'))).toBe(false);
  });
});
