import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InboxEntries, seedInboxEntries } from '../../test/festival-inbox-entries.ts';
import { createFestivalSpaceTestApp, type FestivalSpaceTestApp } from '../../test/festival-space-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';
import { guardFormula } from './export-inbox.ts';

const S = SUBMISSION_STATUS;
let f: FestivalSpaceTestApp;
let e: InboxEntries;
let shortName: string;

beforeAll(async () => {
  f = await createFestivalSpaceTestApp();
  e = await seedInboxEntries(f);
  const db = f.database.db;
  // Filmmakers' texts that a spreadsheet would run, and that CSV must quote.
  await db.execute(sql`update "film" set "TitreOriginal" = ${'=HYPERLINK("http://evil.example","Ondes")'},
    "TitreInternationnal" = ${'Waves, "the" film'} where "Id" = ${e.ondes.IdFilm}`);
  await db.execute(
    sql`update "personne" set "Prenom" = ${'+cmd'}, "Nom" = ${'|calc'} where "Nom" = 'Marker'`,
  );
  const { rows } = await db.execute<{ ShortName: string }>(
    sql`select "ShortName" from "festival" where "Id" = ${f.festivalId}`,
  );
  shortName = rows[0]!.ShortName;
});
afterAll(() => f.close());

function exportUrl(format: 'csv' | 'xlsx', filter?: object) {
  const query = filter === undefined ? '' : `?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return `/api/festival-space/festivals/${f.festivalId}/entries/export.${format}${query}`;
}

async function download(format: 'csv' | 'xlsx', filter?: object, who: Signed = f.manager, culture = 'en') {
  return f.t.app.inject({ url: exportUrl(format, filter), headers: { ...who.headers, culture } });
}

/** RFC 4180: fields separated by commas, quoted fields with doubled quotes, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('the inbox export', () => {
  it('writes CSV: a header in the reader’s language, quoted fields, formulas kept as text', async () => {
    const response = await download('csv', { sort: 'title' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${shortName}-entries-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual([
      'Number',
      'Original title',
      'International title',
      'Directors',
      'Section',
      'Status',
      'Filmmaker sees',
      'Submitted',
      'Running time',
      'Country',
      'First film',
      'School film',
      'Watched',
      'Members who watched to the end',
      'Mean score',
      'Score spread',
      'Scores counted',
    ]);
    expect(rows).toHaveLength(4);
    const byTitle = new Map(rows.slice(1).map((row) => [row[1], row]));
    const ondes = byTitle.get(`'=HYPERLINK("http://evil.example","Ondes")`)!;
    expect(ondes[2]).toBe('Waves, "the" film');
    expect(ondes[12]).toBe('Not opened');
    const harbour = byTitle.get('Harbour Lights')!;
    expect(harbour[3]).toBe('Agnès Varda, +cmd |calc');
    expect(harbour.slice(8, 12)).toEqual(['25:00', 'Belgium', 'No', 'Yes']);
    const ete = byTitle.get("L'Été à Paris")!;
    expect(ete.slice(5, 7)).toEqual(['Validated', 'Not published yet']);
    expect(ete[7]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(ete.slice(12)).toEqual(['In full', '1', '', '', '0']);
    // The raw text quotes the title whole, its quotes doubled.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Ondes"")"`);
  });

  it('exports the filter it is given, in French too', async () => {
    const response = await download('csv', { statuses: S.validated }, f.programmer, 'fr');
    const rows = parseCsv(response.body.slice(1));
    expect(rows.map((row) => row[1])).toEqual(['Titre original', "L'Été à Paris"]);
    expect(rows[1]?.slice(5, 7)).toEqual(['Validée', 'Pas encore publié']);
    expect(response.headers['content-disposition']).toContain(`${shortName}-inscriptions-`);
  });

  it('writes a spreadsheet that reads back with the same library', async () => {
    const response = await download('xlsx', { sort: 'title' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(4);
    expect(values(1)[1]).toBe('Original title');
    const titles = [2, 3, 4].map((n) => values(n)[1]);
    expect(titles).toEqual(['Harbour Lights', "L'Été à Paris", `'=HYPERLINK("http://evil.example","Ondes")`]);
    const ete = values(3);
    expect(ete[0]).toBeTypeOf('number');
    expect(ete[7]).toBeInstanceOf(Date);
    expect(ete.slice(12, 14)).toEqual(['In full', 1]);
    // No cell became a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it("gives managers each entry's scores, programmers none, blind mode kept", async () => {
    const db = f.database.db;
    const member = async (account: number) =>
      Number(
        (
          await db.execute<{ Id: number }>(
            sql`select "Id" from "membre_festival" where "IdCompte" = ${account} and "IdFestival" = ${f.festivalId}`,
          )
        ).rows[0]!.Id,
      );
    const [manager, programmer] = [await member(f.accountIds.manager), await member(f.accountIds.programmer)];
    await db.execute(sql`insert into "avis" ("DateModification", "IdInscription", "IdMembre", "Note")
      values (now(), ${e.harbour.IdInscription}, ${manager}, 5), (now(), ${e.harbour.IdInscription}, ${programmer}, 2),
        (now(), ${e.ondes.IdInscription}, ${programmer}, 4)`);
    const rowsOf = async (who: Signed) =>
      parseCsv((await download('csv', { sort: 'scoreSpread', descending: true }, who)).body.slice(1));
    const managers = await rowsOf(f.manager);
    // Sorted by disagreement: Harbour Lights (5 and 2), then Ondes (4 alone), then the unscored.
    expect(managers.slice(1).map((row) => row.slice(14))).toEqual([
      ['3.5', '3', '2'],
      ['4', '0', '1'],
      ['', '', '0'],
    ]);
    // A programmer reads no score and may not sort by them; unsorted, the file has no score column.
    expect((await download('csv', { sort: 'scoreSpread' }, f.programmer)).statusCode).toBe(403);
    const programmers = parseCsv((await download('csv', {}, f.programmer)).body.slice(1));
    expect(programmers[0]).toHaveLength(14);
    expect(programmers.slice(1).every((row) => row.length === 14)).toBe(true);
    // A manager's conflict with Harbour Lights empties its scores in their file.
    await db.execute(
      sql`insert into "conflit_interet" ("IdMembre", "IdFilm") values (${manager}, ${e.harbour.IdFilm})`,
    );
    const conflicted = await rowsOf(f.manager);
    const harbour = conflicted.find((row) => row[1] === 'Harbour Lights')!;
    expect(harbour.slice(14)).toEqual(['', '', '']);
    await db.execute(sql`delete from "conflit_interet" where "IdMembre" = ${manager}`);
    // Blind mode: programmers' files name no director; managers' still do.
    await db.execute(
      sql`insert into "reglage_jury" ("IdFestival", "Aveugle") values (${f.festivalId}, true)`,
    );
    const blind = parseCsv((await download('csv', { sort: 'title' }, f.programmer)).body.slice(1));
    expect(blind.slice(1).map((row) => row[3])).toEqual(['', '', '']);
    const seen = parseCsv((await download('csv', { sort: 'title' }, f.manager)).body.slice(1));
    expect(seen[1]?.[3]).toContain('Varda');
    await db.execute(sql`delete from "reglage_jury" where "IdFestival" = ${f.festivalId}`);
    await db.execute(sql`delete from "avis"`);
  });

  it('refuses a filter that is not the inbox filter, and anyone but a member', async () => {
    const bad = await f.t.app.inject({
      url: `${exportUrl('csv')}?filter=%7Bnope`,
      headers: f.manager.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const wrong = await download('csv', { statuses: 'all' });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('filter.statuses');
    for (const who of [f.outsider, f.ada]) {
      expect((await download('csv', {}, who)).statusCode).toBe(404);
      expect((await download('xlsx', {}, who)).statusCode).toBe(404);
    }
  });

  it('guards every formula start', () => {
    expect(['=1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'ok', '1-2'].map(guardFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      'ok',
      '1-2',
    ]);
  });
});
