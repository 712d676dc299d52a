#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the last build, then runs
// the server from source (tsx). Everything else (migrations, dictionaries, demo catalogue)
// happens inside the server at start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

const tsx = join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [join(root, 'apps/server/src/main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SHORTLIST_START_TIME: String(started) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
