import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { TranslationProvider } from '../../../shared/i18n/translation.tsx';
import { translatorFor } from '../../../shared/i18n/translator.ts';
import { json, stubApi } from '../../../test/render-app.tsx';
import { VimeoConnectButton } from './vimeo-connect-button.tsx';

const AUTHORIZE = 'GET /api/films/7/video/vimeo/authorize?language=fr';
const VIMEO_URL =
  'https://api.vimeo.com/oauth/authorize?response_type=code&client_id=abc123client&redirect_uri=https%3A%2F%2Fshortlist.example%2Fvimeo-callback&state=v1.a.b.c&scope=public+private';

function renderButton() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <TranslationProvider translator={translatorFor('fr')}>
      <AppProviders queryClient={queryClient} env="test">
        <VimeoConnectButton filmId={7} language="fr" />
      </AppProviders>
    </TranslationProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('"Connect my Vimeo account"', () => {
  it("links to Vimeo's authorisation page the server gave, when a Vimeo app is configured", async () => {
    stubApi({ handlers: { [AUTHORIZE]: () => json({ url: VIMEO_URL }) } });
    renderButton();
    const link = await screen.findByRole('link', { name: 'Connecter mon compte Vimeo' });
    expect(link.getAttribute('href')).toBe(VIMEO_URL);
  });

  it('is not shown without a Vimeo app (the server answers null)', async () => {
    const fetchMock = stubApi({ handlers: { [AUTHORIZE]: () => json({ url: null }) } });
    renderButton();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/vimeo/authorize'))).toBe(true),
    );
    // Let the answer render before looking.
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.queryByRole('link', { name: 'Connecter mon compte Vimeo' })).toBeNull();
    expect(screen.queryByText(/Vimeo/)).toBeNull();
  });
});
