#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the last build, and the server
// bundle (scripts/build-server.mjs) likewise, then runs the server with plain Node from that
// bundle. Everything else (migrations, dictionaries, demo catalogue) happens inside the server
// at start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_ENTRY, SERVER_NODE_FLAGS, SERVER_SOURCES } from './build-server.mjs';
import { newestMtime } from './newest-mtime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const distIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/i18n',
  'packages/domain/src',
];

if (!existsSync(distIndex) || newestMtime(sources.map((s) => join(root, s))) > newestMtime([distIndex])) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@shortlist/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(SERVER_ENTRY) || newestMtime(SERVER_SOURCES) > newestMtime([SERVER_ENTRY])) {
  console.log('Building the server…');
  await buildServer();
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SHORTLIST_START_TIME: String(started) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
