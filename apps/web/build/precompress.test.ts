import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

describe('precompressDirectory', () => {
  it('writes a brotli and a gzip copy beside every text file, which decompress to it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shortlist-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `festival ${i}`))};`;
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'assets', 'app-1a2b.css'), 'body{margin:0}'.repeat(50));
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    const result = await precompressDirectory(dir);

    expect(result.files).toBe(3);
    for (const file of ['assets/app-1a2b.js', 'assets/app-1a2b.css', 'sw.js']) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
    expect(readFileSync(join(dir, 'assets/app-1a2b.js.br')).length).toBeLessThan(script.length / 4);
    // Images are already compressed; the shell's template is filled in per request.
    expect(existsSync(join(dir, 'assets/photo.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });
});
