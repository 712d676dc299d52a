import DataLoader from 'dataloader';

/**
 * Gathers the calls made during one turn of the event loop and answers them all with one load
 * (`dataloader`, pinned in apps/server/package.json, without its cache): each caller gets the
 * whole batch's answer and picks its own part.
 *
 * Why: on these virtual machines, each query's socket write wakes a sleeping PostgreSQL backend,
 * and that wake-up cost Node more than the rest of the request (38 % of its CPU on the festival
 * page, bench/log/2026-11-to-12.md run 20); each query also pays PostgreSQL's executor start-up (locks,
 * relation and index opening) for every table it reads. Under load, one query for the several
 * pages asked at once pays both once.
 *
 * The load runs at `setImmediate` (DataLoader's own default is the end of the current promise
 * jobs), after the I/O callbacks of the current turn: every request read in that turn has
 * reached its call by then (through promise jobs only), and a lone call waits no timer. At most
 * `maxBatch` keys go into one load; the next calls start another (batch-loader.test.ts).
 */
export function batchLoader<Key, Answer>(
  load: (keys: readonly Key[]) => Promise<Answer>,
  options: { maxBatch: number },
): (key: Key) => Promise<Answer> {
  const loader = new DataLoader<Key, Answer>(
    async (keys) => {
      const answer = await load(keys);
      return keys.map(() => answer);
    },
    { cache: false, maxBatchSize: options.maxBatch, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (key) => loader.load(key);
}
