import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

const dirs = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A small source tree in a temporary folder, built into its `out/`; answers the two folders. */
async function project(files) {
  const dir = await mkdtemp(join(tmpdir(), 'build-server-'));
  dirs.push(dir);
  for (const [name, contents] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), contents);
  }
  return { dir, out: join(dir, 'out') };
}

describe('the server build', () => {
  it("gives each bundled module its own source file's import.meta.url, from wherever the bundle is", async () => {
    const { dir, out } = await project({
      'src/main.ts':
        "import { here } from './deep/where.ts';\nconsole.log(JSON.stringify([import.meta.url, here]));",
      'src/deep/where.ts': "export const here: string = new URL('../data/file.txt', import.meta.url).href;",
    });
    await buildServer({ entry: join(dir, 'src/main.ts'), outdir: out });
    const printed = JSON.parse(execFileSync(process.execPath, [join(out, 'main.js')], { encoding: 'utf8' }));
    expect(printed).toEqual([
      pathToFileURL(join(dir, 'src/main.ts')).href,
      pathToFileURL(join(dir, 'src/data/file.txt')).href,
    ]);
  });

  it('refuses import.meta.dirname and __dirname, which would name the bundle folder', async () => {
    for (const source of ['console.log(import.meta.dirname);', 'console.log(__dirname);']) {
      const { dir, out } = await project({ 'src/main.ts': source });
      await expect(buildServer({ entry: join(dir, 'src/main.ts'), outdir: out })).rejects.toThrow(
        /use new URL/,
      );
    }
  });

  it('leaves npm packages to be loaded from node_modules and keeps import() modules in chunks', async () => {
    const { dir, out } = await project({
      'src/main.ts':
        "import { z } from 'zod';\nconst lazy = await import('./lazy.ts');\nconsole.log(typeof z.object, lazy.value);",
      'src/lazy.ts': 'export const value = 42;',
    });
    await buildServer({ entry: join(dir, 'src/main.ts'), outdir: out });
    const { readFile, readdir } = await import('node:fs/promises');
    const main = await readFile(join(out, 'main.js'), 'utf8');
    expect(main).toMatch(/from "zod"/);
    expect((await readdir(out)).filter((f) => f.startsWith('lazy-'))).toHaveLength(1);
  });
});
