/**
 * A section's automatic assignment (issue 34): `npm run bench:auto-assign`.
 * Creates a scratch PostgreSQL database next to BENCH_DATABASE_URL (dropped at the end), fills the
 * inbox benchmark's festival (`generate-entries.ts`: 10,000 entries of as many films, 20,000 other
 * films), puts every entry in one section, adds 40 programmers and a manager, 200 conflicts with
 * films and 40 with directors (each then covering every film they direct), and times the whole
 * use case `autoAssignSection` in process, as the route runs it: membership, locks, the reads of
 * entries, programmers and conflicts, the balance, the old assignments deleted and the new
 * inserted, and the section's summary read back. Beside it, in the same run: the balance alone
 * (`balanceAssignments` over the same input, no I/O) and a `select 1` round trip.
 * BENCH_RUNS runs each (default 7) after a warm-up: a first run (the section unassigned, untimed,
 * before each) two and three to each entry, runs switching between three and two, and the same
 * run again over an unchanged section.
 */
import { cpus } from 'node:os';
import { migrateDatabase } from '@shortlist/db/migrate';
import { compte } from '@shortlist/db/schema/accounts';
import { membreFestival } from '@shortlist/db/schema/festival-space';
import { seedDatabase } from '@shortlist/db/seed/seed-database';
import { balanceAssignments } from '@shortlist/domain/festival-space/assignment-rules';
import { sql } from 'drizzle-orm';
import { autoAssignSection } from '../../apps/server/src/user-api/festival-space/auto-assign-section.ts';
import {
  BENCH_ENTRIES,
  BENCH_FESTIVAL,
  generateEntries,
  MEMBERS,
} from '../festival-inbox/generate-entries.ts';
import { openScratchDatabase } from '../shared/api-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PROGRAMMERS = 40;
/** Issue 34's target for the whole run. */
const TARGET_MS = 1000;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timed(
  runs: number,
  work: () => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<number[]> {
  await before?.();
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await before?.();
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

async function main(): Promise<void> {
  const scratch = await openScratchDatabase('bench_assign');
  const { database } = scratch;
  const db = database.db;
  console.log(
    `Auto-assignment benchmark: ${cpus().length} CPUs, node ${process.version}, database ${scratch.name}`,
  );
  try {
    const now = new Date();
    const started = Date.now();
    await migrateDatabase(database);
    await seedDatabase({ db, now, demo: false });
    const accounts: number[] = [];
    for (let i = 0; i < PROGRAMMERS + 2; i++) {
      const [row] = await db
        .insert(compte)
        .values({
          Login: `assign${i}@example.com`,
          Password: 'x',
          DateActivation: now,
          DateAcceptationCGV: now,
        })
        .returning({ Id: compte.Id });
      accounts.push(row?.Id as number);
    }
    const [filmmaker, manager, ...programmers] = accounts as [number, number, ...number[]];
    await generateEntries(db, { now, filmmaker, members: programmers.slice(0, MEMBERS) });
    const { rows: sections } = await db.execute<{ Id: number }>(
      sql`select cs."Id" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
        where c."IdFestival" = ${BENCH_FESTIVAL} order by cs."Id" limit 1`,
    );
    const sectionId = Number(sections[0]!.Id);
    await db.execute(sql`update "inscription" set "IdCampagneSection" = ${sectionId}
      where "IdCampagneSection" in (select cs."Id" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
        where c."IdFestival" = ${BENCH_FESTIVAL})`);
    await db.insert(membreFestival).values([
      { IdCompte: manager, IdFestival: BENCH_FESTIVAL, Role: 'manager' as const },
      ...programmers.map((IdCompte) => ({
        IdCompte,
        IdFestival: BENCH_FESTIVAL,
        Role: 'programmer' as const,
      })),
    ]);
    // Each programmer: five films of the section, and one in ten a director (every film they direct).
    await db.execute(sql`insert into "conflit_interet" ("IdMembre", "IdFilm")
      select m."Id", i."IdFilm" from "membre_festival" m
      join lateral (select "IdFilm" from "inscription" where "IdCampagneSection" = ${sectionId}
        order by ("Id" * 7919 + m."Id" * 104729) % 10007 limit 5) i on true
      where m."IdFestival" = ${BENCH_FESTIVAL} and m."Role" = 'programmer'`);
    await db.execute(sql`insert into "conflit_interet" ("IdMembre", "IdPersonne")
      select m."Id", p."Id" from "membre_festival" m
      join lateral (select ct."IdPersonne" as "Id" from "generique" g join "contact" ct on ct."Id" = g."IdContact"
        where g."IdFonction" = 1 order by (g."Id" * 7919 + m."Id" * 104729) % 10007 limit 1) p on true
      where m."IdFestival" = ${BENCH_FESTIVAL} and m."Role" = 'programmer'
      on conflict do nothing`);
    await db.execute(sql`analyze`);
    const { rows: counted } = await db.execute<{ entries: number; conflicts: number }>(sql`
      select (select count(*)::int from "inscription" where "IdCampagneSection" = ${sectionId}) as "entries",
        (select count(*)::int from "conflit_interet") as "conflicts"`);
    console.log(
      `Generated ${BENCH_ENTRIES.toLocaleString('en')} entries in one section, ${PROGRAMMERS} programmers, ${counted[0]?.conflicts} conflicts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const run = (perEntry: number) => () =>
      autoAssignSection(db, {
        accountId: manager,
        festivalId: BENCH_FESTIVAL,
        sectionId,
        perEntry,
        language: 'en',
        now: new Date(),
      });
    const result = await run(2)();
    const section = result as unknown as { entries?: unknown[]; shortfall?: unknown[] };
    const { rows: made } = await db.execute<{ n: number }>(sql`select count(*)::int as n from "affectation"`);
    console.log(
      `One run: ${made[0]?.n} assignments written${section.shortfall ? `, ${section.shortfall.length} short` : ''}`,
    );

    // The balance alone, over the same entries and conflicts as the use case reads them.
    const { rows: entries } = await db.execute<{ Id: number; Duree: number | null }>(sql`
      select i."Id", f."Duree" from "inscription" i join "film" f on f."Id" = i."IdFilm" where i."IdCampagneSection" = ${sectionId}`);
    const { rows: pairs } = await db.execute<{ IdMembre: number; IdInscription: number }>(sql`
      select ci."IdMembre", i."Id" as "IdInscription" from "conflit_interet" ci
      join "inscription" i on i."IdCampagneSection" = ${sectionId} and (i."IdFilm" = ci."IdFilm" or ci."IdPersonne" in (
        select ct."IdPersonne" from "generique" g join "contact" ct on ct."Id" = g."IdContact" where g."IdFilm" = i."IdFilm"))`);
    const conflicts = new Map<number, Set<number>>();
    for (const p of pairs) {
      const set = conflicts.get(Number(p.IdInscription)) ?? new Set<number>();
      set.add(Number(p.IdMembre));
      conflicts.set(Number(p.IdInscription), set);
    }
    const { rows: members } = await db.execute<{ Id: number }>(
      sql`select "Id" from "membre_festival" where "Role" = 'programmer'`,
    );
    const balance = (perEntry: number) => async () =>
      balanceAssignments({
        entries: entries.map((e) => ({ id: Number(e.Id), seconds: Number(e.Duree ?? 0) })),
        programmers: members.map((m) => Number(m.Id)),
        perEntry,
        conflicted: (programmer, entry) => conflicts.get(entry)?.has(programmer) ?? false,
      });

    const unassign = () =>
      db.execute(sql`delete from "affectation"`).then(() => db.execute(sql`vacuum "affectation"`));
    let turn = 0;
    const alternate = () => run(turn++ % 2 === 0 ? 3 : 2)();
    const rows: [string, number[]][] = [
      ['select 1 (a round trip)', await timed(RUNS, () => db.execute(sql`select 1`))],
      ['balance alone, 2 per entry', await timed(RUNS, balance(2))],
      ['balance alone, 3 per entry', await timed(RUNS, balance(3))],
      // The section without assignments before each run (not timed): every pair inserted.
      ['whole run, first, 2 per entry (20,000 inserted)', await timed(RUNS, run(2), unassign)],
      ['whole run, first, 3 per entry (30,000 inserted)', await timed(RUNS, run(3), unassign)],
      // From 3 to 2 per entry and back: a third of the pairs deleted, or added, each run.
      ['whole run, 3 then 2 per entry, alternating', await timed(RUNS, alternate)],
      // The same run again: nothing changes but the reads.
      ['whole run again, unchanged (2 per entry)', await timed(RUNS, run(2))],
    ];
    const load = (await import('node:fs'))
      .readFileSync('/proc/loadavg', 'utf8')
      .split(' ')
      .slice(0, 3)
      .join(' ');
    console.log(`\n${RUNS} runs each after a warm-up, load average ${load}\n`);
    console.log('| run | median ms | best ms | worst ms |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [name, times] of rows)
      console.log(
        `| ${name} | ${median(times).toFixed(1)} | ${Math.min(...times).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`,
      );
    for (const [name, times] of rows.filter(([name]) => name.startsWith('whole')))
      console.log(
        `Target < ${TARGET_MS} ms, ${name}: ${median(times) < TARGET_MS ? 'met' : 'MISSED'} (median ${median(times).toFixed(0)} ms)`,
      );
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) await database.close();
    else await scratch.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
