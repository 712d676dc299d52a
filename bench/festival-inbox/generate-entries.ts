import type { Db } from '@shortlist/db/client';
import { searchNameSql } from '@shortlist/db/search-fold-sql';
import { sql } from 'drizzle-orm';

/** Entries of the benchmark's festival, and films elsewhere on the platform (never entered there). */
export const BENCH_ENTRIES = 10_000;
export const OTHER_FILMS = 20_000;
/** Two editions of four sections each. */
export const BENCH_SECTIONS = 8;
export const BENCH_FESTIVAL = 1;
export const MEMBERS = 6;

const TITLE_WORDS = [
  'Été',
  'Lumière',
  'Ondes',
  'Nuit blanche',
  'Mer',
  'Café',
  'Señor',
  'Zürich',
  'Ciné',
  'Søren',
];
const FIRST_NAMES = ['Éric', 'Agnès', 'José', 'Zoë', 'Jürgen', 'Ana', 'Chloé', 'Björk', 'Léa', 'Nuño'];
const LAST_NAMES = [
  'Rohmer',
  'Varda',
  'Núñez',
  'Müller',
  'Dupont',
  'García',
  'Ødegård',
  'Kowalski',
  'Rossi',
  'Silva',
];

const list = (words: string[]) =>
  sql.raw(`array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]`);

/**
 * One festival (`BENCH_FESTIVAL`, two editions, `BENCH_SECTIONS` sections) with `BENCH_ENTRIES`
 * entries of as many films, and `OTHER_FILMS` other films: each film with a director (person,
 * contact, credit), a principal country, a dialogue language, a film video for nine in ten and
 * English subtitles for four in ten; entries in every status the festival sees, a third of
 * their decisions unpublished; `MEMBERS` members, whose viewing rows cover two thirds of the
 * entries (a quarter of them to the end). Set-based inserts: a few seconds.
 */
export async function generateEntries(db: Db, options: { now: Date; filmmaker: number; members: number[] }) {
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const films = BENCH_ENTRIES + OTHER_FILMS;
  await run(
    sql`insert into "libelle" ("Id") overriding system value select 800000 + i from generate_series(1, 4) i`,
  );
  await run(sql`insert into "trad_libelle" ("IdLibelle", "IdLangue", "Libelle")
    select 800000 + i, l.id, l.word || ' ' || i from generate_series(1, 4) i,
    (values (6, 'Competition'), (13, 'Compétition'), (19, 'Competición')) as l(id, word)`);
  await run(sql`insert into "adresse" ("Id", "IdPays", "Ligne1", "Cp", "Ville") overriding system value
    values (${BENCH_FESTIVAL}, 75, '1 rue du Cinéma', '75011', 'Paris')`);
  await run(sql`insert into "festival" ("Id", "Nom", "NomRecherche", "IdLangue", "IdAdresse", "IdPays",
      "AnneeCreation", "ShortName", "FuseauHoraire") overriding system value
    values (${BENCH_FESTIVAL}, 'Festival du Banc', 'festival du banc', 6, ${BENCH_FESTIVAL}, 75, 1990, 'bench-inbox', 'Europe/Paris')`);
  await run(sql`insert into "campagne" ("Id", "IdFestival", "AnneeEdition", "StatutCampagne") overriding system value
    values (1, ${BENCH_FESTIVAL}, 2025, 'closed'), (2, ${BENCH_FESTIVAL}, 2026, 'open')`);
  await run(sql`insert into "section" ("Id", "IdFestival", "IdLibelle") overriding system value
    select k, ${BENCH_FESTIVAL}, 800000 + k from generate_series(1, 4) k`);
  await run(sql`insert into "campagne_section" ("Id", "IdCampagne", "IdSection", "Ordre") overriding system value
    select (c - 1) * 4 + k, c, k, k from generate_series(1, 2) c, generate_series(1, 4) k`);

  await run(sql`insert into "film" ("Id", "IdCompte", "Statut", "TitreOriginal", "TitreRecherche", "TitreInternationnal",
      "Duree", "IsPremierFilm", "IsFilmEcole", "DateDeclarationDroits", "Publication", "MotDePasse") overriding system value
    select i, ${options.filmmaker}, 28, t.title, ${searchNameSql(sql`t.title`)},
      case when i % 2 = 0 then 'International ' || i end,
      60 + (i * 37) % 2400, i % 4 = 0, i % 7 = 0, ${options.now}, i % 3, case when i % 3 = 2 then 'bench-hash' end
    from generate_series(1, ${films}) i,
    lateral (select (${list(TITLE_WORDS)})[1 + i % 10] || ' ' || i as title) t`);
  await run(sql`insert into "film_pays" ("IdFilm", "IdPays", "IsPrincipal")
    select i, 1 + (i * 7) % 249, true from generate_series(1, ${films}) i`);
  await run(sql`insert into "film_langue_dialogue" ("IdFilm", "IdLangue")
    select i, (array[6, 13, 19, 1, 2])[1 + i % 5] from generate_series(1, ${films}) i`);
  await run(sql`insert into "film_video" ("IdFilm", "TypeVideo", "Fichier")
    select i, 'film', 'films/' || i || '/video' from generate_series(1, ${films}) i where i % 10 <> 0`);
  await run(sql`insert into "film_video_sous_titre" ("IdVideo", "IdLangue", "Fichier")
    select v."Id", 6, 'films/' || v."IdFilm" || '/en.vtt' from "film_video" v where v."IdFilm" % 5 < 2`);
  await run(sql`insert into "personne" ("Id", "Prenom", "Nom") overriding system value
    select i, (${list(FIRST_NAMES)})[1 + i % 10], (${list(LAST_NAMES)})[1 + (i / 10) % 10] || ' ' || (i % 997)
    from generate_series(1, ${films}) i`);
  await run(sql`insert into "contact" ("Id", "IdCompteAnnuaire", "IdPersonne") overriding system value
    select i, ${options.filmmaker}, i from generate_series(1, ${films}) i`);
  await run(sql`insert into "generique" ("IdFilm", "IdFonction", "IdContact", "OrdreFonction")
    select i, 1, i, 1 from generate_series(1, ${films}) i`);

  // Statuses as a festival's inbox holds them mid-season; a third decided but unpublished.
  await run(sql`insert into "inscription" ("Id", "IdCompte", "IdFilm", "IdCampagneSection", "Statut", "StatutPublie",
      "Numero", "DateSoumission") overriding system value
    select i, ${options.filmmaker}, i, 1 + i % ${BENCH_SECTIONS}, s.statut,
      case when i % 3 = 0 then 2 else s.statut end, i,
      ${options.now}::timestamptz - i * interval '7 minutes'
    from generate_series(1, ${BENCH_ENTRIES}) i,
    lateral (select (array[2, 2, 2, 2, 2, 4, 4, 8, 16, 16, 32, 64, 128, 2, 4, 16, 2, 2, 4, 2])[1 + i % 20] as statut) s`);
  const memberList = sql.raw(`array[${options.members.join(',')}]`);
  await run(sql`insert into "visionnage" ("IdInscription", "IdCompte", "TypeVideo", "DatePremiere", "DateDerniere",
      "Position", "PositionMax", "SecondesVues", "Duree")
    select i.i, (${memberList})[1 + (i.i + m) % ${MEMBERS}], 'film', ${options.now}, ${options.now},
      p.at, p.at, p.at, f."Duree"
    from generate_series(1, ${BENCH_ENTRIES}) i(i)
    join "film" f on f."Id" = i.i, generate_series(0, 1) m,
    lateral (select case when i.i % 4 = 0 then f."Duree" else f."Duree" * ((i.i * 13 + m * 7) % 90) / 100.0 end as at) p
    where i.i % 3 <> 0 and (m = 0 or i.i % 5 = 0)`);
  for (const table of [
    'adresse',
    'festival',
    'campagne',
    'section',
    'campagne_section',
    'film',
    'personne',
    'contact',
    'inscription',
    'libelle',
  ]) {
    await run(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'Id'), (select max("Id") from "${table}"))`,
      ),
    );
  }
  // As autovacuum leaves a live database: statistics, visibility map, GIN pending lists merged.
  await run(sql`vacuum analyze`);
}
