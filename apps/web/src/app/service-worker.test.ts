import { describe, expect, it } from 'vitest';
import { UPDATE_CHECK_MS, watchServiceWorker } from './service-worker.ts';

// The browser's objects reduced to what the watcher uses; e2e/tests/service-worker.spec.ts runs
// the real worker in Chromium.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  updates = 0;
  async update() {
    this.updates += 1;
  }
  newVersion(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

function setUp(options: { controlled: boolean; waiting?: boolean }) {
  const registration = new FakeRegistration();
  if (options.waiting) registration.waiting = new FakeWorker();
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? {} : null,
    registered: [] as string[],
    async register(url: string) {
      container.registered.push(url);
      return registration;
    },
  });
  const prompts: (() => void)[] = [];
  const timers: [() => void, number][] = [];
  let reloads = 0;
  const started = watchServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    prompt: (accept) => prompts.push(accept),
    reload: () => {
      reloads += 1;
    },
    every: (run, ms) => timers.push([run, ms]),
  });
  return { registration, container, prompts, timers, started, reloads: () => reloads };
}

describe('watchServiceWorker', () => {
  it('registers /sw.js and checks for a new version every hour', async () => {
    const s = setUp({ controlled: false });
    await s.started;
    expect(s.container.registered).toEqual(['/sw.js']);
    expect(s.timers.map(([, ms]) => ms)).toEqual([UPDATE_CHECK_MS]);
    expect(UPDATE_CHECK_MS).toBe(3_600_000);
    s.timers[0]?.[0]();
    expect(s.registration.updates).toBe(1);
  });

  it('does not ask on a first visit (no older worker controls the page)', async () => {
    const s = setUp({ controlled: false });
    await s.started;
    s.registration.newVersion().install();
    expect(s.prompts).toHaveLength(0);
  });

  it('asks once a newer version is installed, and reloads only after the user agreed', async () => {
    const s = setUp({ controlled: true });
    await s.started;
    const worker = s.registration.newVersion();
    expect(s.prompts).toHaveLength(0);
    worker.install();
    expect(s.prompts).toHaveLength(1);
    expect(worker.messages).toEqual([]);

    s.container.dispatchEvent(new Event('controllerchange'));
    expect(s.reloads()).toBe(0);

    s.prompts[0]?.();
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    s.container.dispatchEvent(new Event('controllerchange'));
    expect(s.reloads()).toBe(1);
  });

  it('asks at start when a new version is already waiting, and only once for it', async () => {
    const s = setUp({ controlled: true, waiting: true });
    await s.started;
    expect(s.prompts).toHaveLength(1);
    const waiting = s.registration.waiting;
    if (!waiting) throw new Error('no waiting worker');
    waiting.install();
    expect(s.prompts).toHaveLength(1);
  });
});
