import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, onSessionLost } from './client.ts';

afterEach(() => {
  onSessionLost(null);
  vi.unstubAllGlobals();
});

describe('session lost (spec §4)', () => {
  it.each([504, 203])('signs out on a %i answer', async (status) => {
    const lost = vi.fn();
    onSessionLost(lost);
    vi.stubGlobal('fetch', async () => new Response('{}', { status }));
    const error = await apiRequest('/api/films').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(lost).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on other errors', async () => {
    const lost = vi.fn();
    onSessionLost(lost);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    await apiRequest('/api/films').catch(() => undefined);
    expect(lost).not.toHaveBeenCalled();
  });
});
