import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';
import { accountSession } from '../../../test/session-fixture.ts';
import { FESTIVAL } from './test-fixtures.ts';

// The managers' preview of a call (issue 33): the festival page's body with the call, under a
// notice saying filmmakers do not see it yet; the server's refusal said in words.

const PREVIEW = '/api/festival-space/festivals/2/calls/31/preview';

function open(answer: () => Response, url = '/en/festival-space/2/calls/31/preview') {
  stubApi({
    session: accountSession(),
    handlers: {
      'GET /api/festival-space/festivals': () =>
        json({
          items: [{ IdFestival: 2, Nom: FESTIVAL.Nom, ShortName: 'nantes', role: 'manager', logoUrl: null }],
        }),
      [`GET ${PREVIEW}`]: answer,
      'GET /api/inscriptions/panier': () => json({ count: 0 }),
    },
  });
  renderApp(url);
}

describe('call preview', () => {
  it('draws the festival page under a notice while the call waits for its verification', async () => {
    open(() => json({ StatutCampagne: 'preparation', page: FESTIVAL }));
    expect(
      await screen.findByRole('heading', { level: 1, name: FESTIVAL.Nom }, { timeout: 5000 }),
    ).toBeTruthy();
    const notice = screen.getByTestId('call-preview-notice');
    expect(notice.textContent).toContain('Filmmakers do not see this call yet.');
    expect(within(notice).getByRole('link', { name: 'Back to the call' }).getAttribute('href')).toBe(
      '/en/festival-space/2/calls/31',
    );
    expect(screen.getByRole('table', { name: 'Entry fee of each section at each deadline' })).toBeTruthy();
  });

  it('says a published call is shown as filmmakers see it', async () => {
    open(() => json({ StatutCampagne: 'open', page: FESTIVAL }));
    expect(await screen.findByText(/as filmmakers see it\./, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says why when the preview is refused', async () => {
    open(() => json({ code: 'FESTIVAL_ROLE_REQUIRED', message: 'Managers only' }, 403));
    expect(await screen.findByText("We couldn't load the preview.", {}, { timeout: 5000 })).toBeTruthy();
  });
});
