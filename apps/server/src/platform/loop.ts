export type Loop = { stop(): Promise<void> };

/** Calls `tick` every `intervalMs`, one call at a time; `stop()` waits for the running call. */
export function startLoop(options: {
  intervalMs: number;
  tick: () => Promise<unknown>;
  onError: (error: unknown) => void;
}): Loop {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = options
        .tick()
        .then(() => undefined, options.onError)
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
