// The load generator's thread (load-generator.ts): registers tsx so the worker can load the
// TypeScript that runs autocannon, then hands over to it.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
