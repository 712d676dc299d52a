import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, errorMessage, NetworkError } from './client.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  ({ 'errors:codes.NOT_FOUND': 'Not there', 'errors:network': 'Offline', 'errors:generic': 'Oops' })[key] ??
  String(options?.defaultValue ?? key);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the JSON and culture headers with credentials', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 }, language: 'fr' })).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      culture: 'fr',
    });
  });

  it("sends the page's language, read from the URL, when the call names none", async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const cultureAt = async (path: string) => {
      window.history.replaceState(null, '', path);
      await apiRequest('/api/x');
      const [, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
      return (init.headers as Record<string, string>).culture;
    };
    expect(await cultureAt('/es/festivals')).toBe('es');
    expect(await cultureAt('/fr')).toBe('fr');
    expect(await cultureAt('/dev/mailbox')).toBe('en');
    window.history.replaceState(null, '', '/');
  });

  it('turns an error body into ApiRequestError', async () => {
    const body = { code: 'NOT_FOUND', message: 'No film', fields: [{ path: 'a', code: 'b', message: 'c' }] };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 404 }));
    const error = await apiRequest('/api/films/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', fields: body.fields });
    expect(errorMessage(error, t)).toBe('Not there');
  });

  it('reports an unreachable server and unknown codes in plain words', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error, t)).toBe('Offline');
    expect(errorMessage(new ApiRequestError({ status: 500, code: 'WHAT', message: '' }), t)).toBe('Oops');
    expect(errorMessage(new Error('boom'), t)).toBe('Oops');
  });
});
