import { describe, expect, it } from 'vitest';
import { parseCommandLine, withFileValues } from './command-line.ts';

describe('parseCommandLine', () => {
  it('reads the command and its --key value pairs, whole numbers as numbers', () => {
    expect(parseCommandLine(['mark-transfer-paid', '--order', '12', '--note', 'BNP 3/11', '--dry'])).toEqual({
      command: 'mark-transfer-paid',
      input: { order: 12, note: 'BNP 3/11', dry: true },
    });
  });

  it('keeps a value that is not a whole number as text', () => {
    expect(parseCommandLine(['x', '--code', '007a', '--price', '12.5']).input).toEqual({
      code: '007a',
      price: '12.5',
    });
  });

  it('falls back to help without a command, and refuses a stray word', () => {
    expect(parseCommandLine([]).command).toBe('help');
    expect(() => parseCommandLine(['x', 'stray'])).toThrow(/--key value/);
  });
});

describe('withFileValues', () => {
  it('reads a value written @path from that file, and leaves the others', () => {
    const files: Record<string, string> = { 'terms-fr.md': '## Règles\n\nSoyez bienveillants.' };
    const read = (path: string) => {
      const text = files[path];
      if (text === undefined) throw new Error(`No file ${path}`);
      return text;
    };
    expect(withFileValues({ page: 'terms', centre: '@terms-fr.md', order: 3, at: '@' }, read)).toEqual({
      page: 'terms',
      centre: '## Règles\n\nSoyez bienveillants.',
      order: 3,
      at: '@',
    });
    expect(() => withFileValues({ centre: '@missing.md' }, read)).toThrow(/missing\.md/);
  });
});
