// Every language's catalogues registered, as the server bundle has them (the browser loads its one).
import '@shortlist/i18n/catalogues';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A lazy page renders in well under a second alone, but a full run on a loaded 2-core machine
// took longer than Testing Library's 1 s default for `findBy*`/`waitFor` (three CI failures).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs; Mantine needs the first two, the router's scroll reset the third.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // Mantine keeps toasts in a module store: one test's toast must not reach the next test.
  notifications.clean();
  notifications.cleanQueue();
});
