import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { searchNameSql } from './search-fold-sql.ts';
import { searchName } from './search-name.ts';
import { createTestDatabase } from './testing.ts';

// Migration 0026: `film."TitresRecherche"` and `personne."NomRecherche"` are folded by PostgreSQL
// with `searchNameSql`, and the inbox folds its search term with `searchName`: both must agree.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const fold = async (value: string) => {
  const { rows } = await database.db.execute<{ folded: string }>(
    sql`select ${searchNameSql(sql`${value}::text`)} as "folded"`,
  );
  return rows[0]?.folded;
};

describe('searchName in SQL', () => {
  it('folds as searchName does, over the Latin, Greek and Cyrillic letters and spaces', async () => {
    const samples = [
      "L'Été à Paris",
      '  Agnès\u00a0VARDA\t et  Chris ',
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
      'ĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĲĳĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŉŊŋŌōŎŏŐőŒœŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
      'Ἀθῆναι Άγιος Москва Йошкар-Ола ЁЛКА',
      'Nguyễn Thị Minh Khai ỹ Ỵ',
      'e\u0301te\u0301 (decomposed)',
      '^caret `grave` ¨ ´ ¸',
      'Straße Æsir Œuvre ß',
      'plain ascii 123 _%\\',
    ];
    for (const value of samples) expect(await fold(value), value).toBe(searchName(value));
  });

  it('keeps every code point of those scripts folded as searchName folds it', async () => {
    const chars: string[] = [];
    for (const [start, end] of [
      [0x20, 0x24f],
      [0x370, 0x4ff],
      [0x1e00, 0x1fff],
      [0x2000, 0x206f],
      [0xfeff, 0xfeff],
    ] as const)
      for (let code = start; code <= end; code++) chars.push(String.fromCodePoint(code));
    // Each between letters, so that trimming does not hide a space's folding.
    const text = chars.map((char) => `a${char}b`).join('|');
    expect(await fold(text)).toBe(searchName(text));
  });
});
