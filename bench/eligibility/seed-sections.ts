import type { Db } from '@shortlist/db/client';
import { critere, critereAdditionnel, evenement } from '@shortlist/db/schema/campaigns';
import { sql } from 'drizzle-orm';
import { makeSections } from './generate.ts';

/** Four sections per festival, as the in-process benchmark's generator groups them. */
const SECTIONS_PER_FESTIVAL = 4;
const CHUNK = 1000;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Fills a migrated database (dictionaries loaded) with `count` campaign sections in open calls
 * (one open campaign per festival, four sections each): festivals, campaigns and sections with
 * set-based SQL as bench/festivals does, then the calendars, criteria and questions that
 * `makeSections` (the in-process benchmark's seeded generator) makes, shifted from its fixed
 * clock to `now`, with drizzle inserts. Every call is open; the calendars still put some
 * sections before or after their own window, so the film gets every tab.
 */
export async function seedOpenSections(db: Db, count: number, now: Date): Promise<void> {
  const festivals = Math.ceil(count / SECTIONS_PER_FESTIVAL);
  const s = SECTIONS_PER_FESTIVAL;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);

  await run(
    sql`insert into "libelle" ("Id") overriding system value select 900000 + i from generate_series(1, ${s + 1}) i`,
  );
  await run(sql`insert into "trad_libelle" ("IdLibelle", "IdLangue", "Libelle")
    select 900000 + i, l.id, l.word || ' ' || i from generate_series(1, ${s + 1}) i,
    (values (6, 'Competition'), (13, 'Compétition'), (19, 'Competición')) as l(id, word)`);
  await run(sql`insert into "texte" ("Id") overriding system value values (900001)`);
  await run(sql`insert into "trad_texte" ("IdTexte", "IdLangue", "Texte") values
    (900001, 6, 'A festival of short films.'), (900001, 13, 'Un festival de courts métrages.'),
    (900001, 19, 'Un festival de cortometrajes.')`);
  await run(sql`insert into "adresse" ("Id", "IdPays", "Ligne1", "Cp", "Ville")
    overriding system value
    select i, 1 + (i * 7) % 249, i || ' rue du Cinéma', lpad(i::text, 5, '0'), 'Liège'
    from generate_series(1, ${festivals}) i`);
  await run(sql`insert into "festival" ("Id", "Nom", "NomRecherche", "IdLangue", "IdAdresse", "IdPays",
      "AnneeCreation", "IdTextePresentation", "ShortName")
    overriding system value
    select i, 'Festival ' || i, 'festival ' || i, 6, i, 1 + (i * 7) % 249, 1950 + i % 70, 900001,
      'bench-eligibility-' || i
    from generate_series(1, ${festivals}) i`);
  // Every call open, each re-entry rule in turn, a few invitation-only.
  await run(sql`insert into "campagne" ("Id", "IdFestival", "AnneeEdition", "StatutCampagne", "DebutCampagne",
      "FinCampagne", "OuvertureCampagne", "FermetureCampagne", "IsInvitationSeule", "RegleReinscription")
    overriding system value
    select i, i, 2026, 'open',
      ${now.toISOString()}::timestamptz + ((i % 200) + 90) * interval '1 day',
      ${now.toISOString()}::timestamptz + ((i % 200) + 95) * interval '1 day',
      ${now.toISOString()}::timestamptz - ((i % 100) + 1) * interval '1 day',
      ${now.toISOString()}::timestamptz + ((i % 80) + 5) * interval '1 day',
      i % 37 = 0, (array['cannot','can','other-section'])[1 + i % 3]
    from generate_series(1, ${festivals}) i`);
  await run(sql`insert into "section" ("Id", "IdFestival", "IdLibelle", "IdTexte")
    overriding system value
    select (f - 1) * ${s} + k, f, 900000 + k, 900001
    from generate_series(1, ${festivals}) f, generate_series(1, ${s}) k where (f - 1) * ${s} + k <= ${count}`);
  await run(sql`insert into "campagne_section" ("Id", "IdCampagne", "IdSection", "IsPayant", "IsPublic", "Ordre", "IsInscription")
    overriding system value
    select (f - 1) * ${s} + k, f, (f - 1) * ${s} + k, (f + k) % 3 <> 0, true, k, (f + k) % 20 <> 0
    from generate_series(1, ${festivals}) f, generate_series(1, ${s}) k where (f - 1) * ${s} + k <= ${count}`);

  // The generator's sections are numbered 1..count in the same order (IdCampagneSection = i + 1).
  const generated = makeSections(count, 5);
  const NOW = new Date('2026-03-10T15:00:00Z');
  const shift = now.getTime() - NOW.getTime();
  await insertInChunks(
    generated.flatMap((g) =>
      g.events.map((e) => ({
        IdCampagneSection: g.IdCampagneSection,
        Type: e.Type,
        DateEvent: new Date(new Date(e.DateEvent ?? NOW).getTime() + shift),
        Prix: e.Prix,
        Ordre: e.Ordre,
      })),
    ),
    (rows) => db.insert(evenement).values(rows),
  );
  await insertInChunks(
    generated.flatMap((g) =>
      g.criteria.map((c) => ({
        IdCampagneSection: g.IdCampagneSection,
        Type: c.Type,
        MoisProduction: c.MoisProduction ?? null,
        AnneeProduction: c.AnneeProduction ?? null,
        DureeMin: c.DureeMin ?? null,
        DureeMax: c.DureeMax ?? null,
        IsInclusionPays: c.IsInclusionPays ?? true,
        IsPaysPrincipal: c.IsPaysPrincipal ?? false,
        IsPremierFilm: c.IsPremierFilm ?? null,
        IsFilmEcole: c.IsFilmEcole ?? null,
        IsCheckerCritere: c.IsCheckerCritere,
        IdsLanguesSubs: [...(c.IdsLanguesSubs ?? [])],
        Valeurs: [...(c.Valeurs ?? [])],
      })),
    ),
    (rows) => db.insert(critere).values(rows),
  );
  await insertInChunks(
    generated.flatMap((g) =>
      g.questions.map((q) => ({
        IdCampagneSection: g.IdCampagneSection,
        IdLibelle: 900000 + s + 1,
        Type: q.Type,
        IsDemandeCheck: q.IsDemandeCheck,
        Ordre: q.Ordre,
      })),
    ),
    (rows) => db.insert(critereAdditionnel).values(rows),
  );
  for (const table of [
    'adresse',
    'festival',
    'campagne',
    'section',
    'campagne_section',
    'libelle',
    'texte',
  ]) {
    await run(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'Id'), (select max("Id") from "${table}"))`,
      ),
    );
  }
  await run(sql`analyze`);
}
