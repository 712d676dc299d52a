import { critereAdditionnel } from '@shortlist/db/schema/campaigns';
import { contact, generique } from '@shortlist/db/schema/film-people';
import { libelle, tradLibelle } from '@shortlist/db/schema/translations';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { sql } from 'drizzle-orm';
import { transitionSubmission } from '../user-api/submissions/submission-transition.ts';
import type { FestivalSpaceTestApp } from './festival-space-test-app.ts';
import { NOW } from './festival-test-app.ts';

// The inbox, entry view and export tests' entries (issue 31): films that differ in every field
// the inbox filters on, set in the tables directly after `sentEntry` (the film areas' own calls
// are tested in their areas).

const S = SUBMISSION_STATUS;
/** Dictionary ids of the seeded catalogue: countries and languages. */
export const FRANCE = 75;
export const BELGIUM = 20;
export const ENGLISH = 6;
export const FRENCH = 13;

export type InboxEntries = Awaited<ReturnType<typeof seedInboxEntries>>;

/** A director credit (function 1) on the film, with contact details. */
async function director(
  f: FestivalSpaceTestApp,
  options: { IdFilm: number; owner: number; Prenom: string; Nom: string; Email: string; order?: number },
) {
  const db = f.database.db;
  const { rows: people } = await db.execute<{ Id: number }>(
    sql`insert into "personne" ("Prenom", "Nom") values (${options.Prenom}, ${options.Nom}) returning "Id"`,
  );
  const { rows: details } = await db.execute<{ Id: number }>(
    sql`insert into "coordonnee" ("Email", "Telephone", "SiteWeb") values (${options.Email}, '+33.612345678', 'https://example.com') returning "Id"`,
  );
  const [row] = await db
    .insert(contact)
    .values({
      IdCompteAnnuaire: options.owner,
      IdPersonne: Number(people[0]!.Id),
      IdCoordonnee: Number(details[0]!.Id),
    })
    .returning({ Id: contact.Id });
  await db
    .insert(generique)
    .values({ IdFilm: options.IdFilm, IdFonction: 1, IdContact: row!.Id, OrdreFonction: options.order ?? 1 });
}

/** A festival move (the festival's working status; the filmmaker does not see it yet). */
export async function festivalMove(
  f: FestivalSpaceTestApp,
  IdInscription: number,
  to: number,
  memberId?: number,
) {
  await f.database.db.transaction((tx) =>
    transitionSubmission(tx, {
      entryId: IdInscription,
      to,
      actor: 'festival',
      memberAccountId: memberId ?? f.accountIds.manager,
      now: new Date(NOW.getTime() + 60_000),
    }),
  );
}

/** A viewing row of `IdCompte` on the entry's film video, `furthest` seconds of `duration`. */
export async function viewing(
  f: FestivalSpaceTestApp,
  options: {
    IdInscription: number;
    IdCompte: number;
    furthest: number;
    duration: number;
    type?: 'film' | 'trailer';
  },
) {
  await f.database.db.execute(sql`
    insert into "visionnage" ("IdInscription", "IdCompte", "TypeVideo", "DatePremiere", "DateDerniere", "Position", "PositionMax", "SecondesVues", "Duree")
    values (${options.IdInscription}, ${options.IdCompte}, ${options.type ?? 'film'}, ${NOW}, ${NOW}, ${options.furthest}, ${options.furthest}, ${options.furthest}, ${options.duration})`);
}

/**
 * Three entries the festival sees, one of another festival, one left in a basket:
 * - `ete`: Ada's "L'Été à Paris" by Éric Rohmer, first section, France, 10 min, first film,
 *   French dialogue, English subtitles, answered "yes" and "Lyon" to the section's questions,
 *   watched to the end by the manager and half by the programmer, validated (not published);
 * - `harbour`: Bob's "Harbour Lights" by Agnès Varda and Chris Marker, second section, Belgium,
 *   25 min, school film, English dialogue, opened by the programmer (a tenth), sent;
 * - `ondes`: Ada's "Ondes" without director, first section, 12 min 30, never opened, sent;
 * - `elsewhere`: Bob's entry at the outsider's festival; `basket`: Ada's unpaid entry.
 */
export async function seedInboxEntries(f: FestivalSpaceTestApp) {
  const db = f.database.db;
  const [first, second] = f.sectionIds as [number, number];
  const ete = await f.sentEntry({ who: 'ada', title: "L'Été à Paris", IdCampagneSection: first });
  const harbour = await f.sentEntry({ who: 'bob', title: 'Harbour Lights', IdCampagneSection: second });
  const ondes = await f.sentEntry({ who: 'ada', title: 'Ondes', IdCampagneSection: first });
  const { rows: otherSections } = await db.execute<{ Id: number }>(sql`
    select cs."Id" from "campagne_section" cs join "campagne" c on c."Id" = cs."IdCampagne"
    where c."IdFestival" = ${f.otherFestivalId} order by cs."Id" limit 1`);
  const elsewhere = await f.sentEntry({
    who: 'bob',
    title: 'Harbour Lights Elsewhere',
    IdCampagneSection: Number(otherSections[0]!.Id),
  });
  const basket = await f.basketEntry({ who: 'ada', title: 'Été inachevé' });

  const film = (IdFilm: number, values: Record<string, unknown>) =>
    db.execute(
      sql`update "film" set ${sql.join(
        Object.entries(values).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
        sql`, `,
      )} where "Id" = ${IdFilm}`,
    );
  await film(ete.IdFilm, {
    Duree: 600,
    IsPremierFilm: true,
    IsFilmEcole: false,
    TitreInternationnal: 'Summer in Paris',
  });
  await film(harbour.IdFilm, {
    Duree: 1500,
    IsPremierFilm: false,
    IsFilmEcole: true,
    TitreLatin: 'Portus Lumina',
  });
  await film(ondes.IdFilm, { Duree: 750, IsPremierFilm: false, IsFilmEcole: false });
  await db.execute(
    sql`update "film_pays" set "IdPays" = ${FRANCE} where "IdFilm" = ${ete.IdFilm} and "IsPrincipal"`,
  );
  await db.execute(
    sql`update "film_pays" set "IdPays" = ${BELGIUM} where "IdFilm" = ${harbour.IdFilm} and "IsPrincipal"`,
  );
  await db.execute(sql`insert into "film_langue_dialogue" ("IdFilm", "IdLangue") values
    (${ete.IdFilm}, ${FRENCH}), (${harbour.IdFilm}, ${ENGLISH})`);
  await db.execute(sql`insert into "film_video_sous_titre" ("IdVideo", "IdLangue", "Fichier")
    select "Id", ${ENGLISH}, ${`films/${ete.IdFilm}/subtitles/en.vtt`} from "film_video" where "IdFilm" = ${ete.IdFilm} and "TypeVideo" = 'film'`);

  await director(f, {
    IdFilm: ete.IdFilm,
    owner: f.accountIds.ada,
    Prenom: 'Éric',
    Nom: 'Rohmer',
    Email: 'eric@example.com',
  });
  await director(f, {
    IdFilm: harbour.IdFilm,
    owner: f.accountIds.bob,
    Prenom: 'Agnès',
    Nom: 'Varda',
    Email: 'agnes@example.com',
  });
  await director(f, {
    IdFilm: harbour.IdFilm,
    owner: f.accountIds.bob,
    Prenom: 'Chris',
    Nom: 'Marker',
    Email: 'chris@example.com',
    order: 2,
  });

  // Two questions of the first section, worded in English and French, answered by `ete`.
  const question = async (Type: 'yes-no' | 'short-text', en: string, fr: string) => {
    const [label] = await db.insert(libelle).values({}).returning({ Id: libelle.Id });
    await db.insert(tradLibelle).values([
      { IdLibelle: label!.Id, IdLangue: ENGLISH, Libelle: en },
      { IdLibelle: label!.Id, IdLangue: FRENCH, Libelle: fr },
    ]);
    const [row] = await db
      .insert(critereAdditionnel)
      .values({ IdCampagneSection: first, IdLibelle: label!.Id, Type, Ordre: 90 })
      .returning({ Id: critereAdditionnel.Id });
    return row!.Id;
  };
  const premiere = await question('yes-no', 'Is it a premiere?', 'Est-ce une première ?');
  const city = await question('short-text', 'Where was it shot?', 'Où a-t-il été tourné ?');
  await db.execute(sql`insert into "inscription_reponse" ("IdInscription", "IdCritereAdditionnel", "Valeur") values
    (${ete.IdInscription}, ${premiere}, 'true'::jsonb), (${ete.IdInscription}, ${city}, '"Lyon"'::jsonb),
    (${ondes.IdInscription}, ${premiere}, 'false'::jsonb)`);

  await viewing(f, {
    IdInscription: ete.IdInscription,
    IdCompte: f.accountIds.manager,
    furthest: 595,
    duration: 600,
  });
  await viewing(f, {
    IdInscription: ete.IdInscription,
    IdCompte: f.accountIds.programmer,
    furthest: 300,
    duration: 600,
  });
  await viewing(f, {
    IdInscription: harbour.IdInscription,
    IdCompte: f.accountIds.programmer,
    furthest: 150,
    duration: 1500,
  });
  // The trailer watched to the end is not the film.
  await viewing(f, {
    IdInscription: harbour.IdInscription,
    IdCompte: f.accountIds.manager,
    furthest: 60,
    duration: 60,
    type: 'trailer',
  });

  await festivalMove(f, ete.IdInscription, S.validated);
  return { ete, harbour, ondes, elsewhere, basket, questions: { premiere, city } };
}
