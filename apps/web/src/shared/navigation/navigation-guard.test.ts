import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createGuardedHistory, type HistoryUpdate } from './navigation-guard.ts';

/** A guarded memory history at `/en/films/12/creation`, with `/en/films` behind it. */
function setUp() {
  const memory = UNSAFE_createMemoryHistory({
    initialEntries: ['/en/films', '/en/films/12/creation'],
    v5Compat: true,
  });
  const history = createGuardedHistory(memory);
  const shown: string[] = [];
  history.listen((update: HistoryUpdate) => shown.push(update.location.pathname));
  // The film record's rule: another tab or page asks first; the same path does not.
  const { blocker, unblock } = history.block(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  return { memory, history, shown, blocker, unblock };
}

describe('the navigation guard', () => {
  it('holds a link or a redirect the blocker refuses until the user proceeds', () => {
    const { history, shown, blocker } = setUp();
    history.push('/en/films/12/data');
    expect(blocker().state).toBe('blocked');
    expect(history.location.pathname).toBe('/en/films/12/creation');
    expect(shown).toEqual([]);

    blocker().proceed?.();
    expect(history.location.pathname).toBe('/en/films/12/data');
    expect(shown).toEqual(['/en/films/12/data']);
    expect(blocker().state).toBe('unblocked');

    history.replace('/en/dashboard');
    expect(blocker().state).toBe('blocked');
    blocker().reset?.();
    expect(blocker().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/en/films/12/data');
  });

  it('lets through what the blocker accepts', () => {
    const { history, shown, blocker } = setUp();
    history.push('/en/films/12/creation?focus=title');
    expect(blocker().state).toBe('unblocked');
    expect(history.location.search).toBe('?focus=title');
    expect(shown).toEqual(['/en/films/12/creation']);
  });

  it('undoes the back button while blocked, and goes back once the user proceeds', async () => {
    const { history, memory, shown, blocker } = setUp();
    history.go(-1);
    // The browser had moved: the guard moved it back, and the page was not told.
    expect(blocker().state).toBe('blocked');
    expect(memory.index).toBe(1);
    expect(shown).toEqual([]);

    blocker().reset?.();
    expect(memory.index).toBe(1);

    history.go(-1);
    blocker().proceed?.();
    await Promise.resolve();
    expect(memory.index).toBe(0);
    expect(shown).toEqual(['/en/films']);
    expect(blocker().state).toBe('unblocked');

    // Forward is a navigation too: blocked the same way.
    history.go(1);
    expect(blocker().state).toBe('blocked');
    expect(memory.index).toBe(0);
    expect(shown).toEqual(['/en/films']);
  });

  it('blocks nothing once the blocker is removed', () => {
    const { history, shown, unblock, blocker } = setUp();
    history.push('/en/films/12/data');
    expect(blocker().state).toBe('blocked');
    unblock();
    expect(blocker().state).toBe('unblocked');
    history.go(-1);
    expect(shown).toEqual(['/en/films']);
  });
});
