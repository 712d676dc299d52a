#!/usr/bin/env node
// `npm run dev`: the server from source, restarted on change (tsx watch), on port 3000, and the
// Vite dev server with hot reload on port 5173, which proxies /api, /order-api and /dev to it.
// Open http://localhost:5173/en. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['--port', '5173'], { cwd: join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
