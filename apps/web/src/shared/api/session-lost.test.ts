import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, SESSION_LOST_EVENT } from './client.ts';

const lost = vi.fn();

afterEach(() => {
  window.removeEventListener(SESSION_LOST_EVENT, lost);
  lost.mockReset();
  vi.unstubAllGlobals();
});

describe('session lost (spec §4)', () => {
  it.each([504, 203])('signs out on a %i answer', async (status) => {
    window.addEventListener(SESSION_LOST_EVENT, lost);
    vi.stubGlobal('fetch', async () => new Response('{}', { status }));
    const error = await apiRequest('/api/films').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(lost).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on other errors', async () => {
    window.addEventListener(SESSION_LOST_EVENT, lost);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    await apiRequest('/api/films').catch(() => undefined);
    expect(lost).not.toHaveBeenCalled();
  });
});
