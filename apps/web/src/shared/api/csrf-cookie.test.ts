import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function csrfHeaderSent(cookies: string): Promise<string | undefined> {
  // jsdom refuses `__Host-` cookies on its http page, so the cookie string is given directly.
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookies);
  const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  await apiRequest('/api/x', { method: 'POST', body: {} });
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return (init.headers as Record<string, string>)['x-csrf-token'];
}

describe('the CSRF header', () => {
  it('echoes the production __Host- cookie', async () => {
    expect(await csrfHeaderSent('other=1; __Host-sl_csrf=prod123')).toBe('prod123');
  });

  it('echoes the development cookie', async () => {
    expect(await csrfHeaderSent('sl_csrf=dev456')).toBe('dev456');
  });
});
