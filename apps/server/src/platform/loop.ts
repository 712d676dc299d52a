export type Loop = { stop(): Promise<void> };

/** Calls `tick` every `intervalMs`, one call at a time; `stop()` waits for the running call. */
export function startLoop(options: {
  intervalMs: number;
  /** Delay before the first call (default `intervalMs`). */
  firstAfterMs?: number;
  tick: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): Loop {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delay = options.intervalMs) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = options
        .tick()
        .then(() => undefined, options.onError)
        .finally(() => schedule());
    }, delay);
    timer.unref();
  };
  schedule(options.firstAfterMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
