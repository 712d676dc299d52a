import { LANGUAGES } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { compte, personne } from '../../schema/accounts.ts';
import { coordonnee, structure } from '../../schema/contacts.ts';
import { contact, generique } from '../../schema/film-people.ts';
import {
  film,
  filmCategorie,
  filmDiffusion,
  filmGenre,
  filmLangueDialogue,
  filmParticipation,
  filmPays,
  filmPhoto,
  filmResume,
  filmSupportCaptation,
  filmSupportProj,
  filmSynopsis,
  filmThematique,
  filmTitre,
} from '../../schema/films.ts';
import { searchName } from '../../search-name.ts';
import { insertRows } from '../insert.ts';
import type { Translated } from '../label-book.ts';
import { COUNTRIES } from '../reference/countries.ts';
import { demoFilmPhotoStem } from './demo-art.ts';
import { DEMO_FILMS, type DemoFilm, type DemoPerson } from './films-data.ts';

/**
 * The account that owns the demo films. It has no password, so nobody signs in as it; `.invalid`
 * (RFC 2606) is never delivered, so no mail leaves for it either.
 */
export const DEMO_FILMS_LOGIN = 'demo-films@shortlist.invalid';

/** Complete (spec §3 Statut 28), public (Publication 1). */
const COMPLETE = 28;
const PUBLIC = 1;
/** The SuperStamp the demo films carry, so their pages show everything (spec §4 full sharing). */
const SUPER_STAMP_YEARS = 10;

// Country ids are positions in the countries data file (see ../dictionaries.ts).
const countryIds = new Map(COUNTRIES.map((row, i) => [row[0], i + 1]));
const countryId = (iso2: string) => countryIds.get(iso2) ?? 1;

/** True when the demo films are in the database (the seed checks it to stay idempotent). */
export async function hasDemoFilms(db: Db): Promise<boolean> {
  const [row] = await db.select({ Id: compte.Id }).from(compte).where(eq(compte.Login, DEMO_FILMS_LOGIN));
  return row !== undefined;
}

/**
 * Writes the demo films (`films-data.ts`): their account, people, credits, titles, texts,
 * dictionary choices, career and photos. Photos have no files: the photo route draws them
 * (`demoFilmPhotoFile`), as the festival images are drawn.
 */
export async function seedDemoFilms(db: Db, now: Date): Promise<void> {
  const [owner] = await db
    .insert(personne)
    .values({ Prenom: 'Demo', Nom: 'Shortlist' })
    .returning({ Id: personne.Id });
  const [account] = await db
    .insert(compte)
    .values({
      Login: DEMO_FILMS_LOGIN,
      Password: null,
      IdPersonne: owner?.Id,
      IdLangue: LANGUAGES.en.id,
      DateCreation: now,
      DateActivation: now,
    })
    .returning({ Id: compte.Id });
  if (!account) throw new Error('The demo account was not created.');
  for (const [index, data] of DEMO_FILMS.entries()) {
    await addFilm(db, { data, accountId: account.Id, number: index + 1, now });
  }
}

function perLanguage(value: Translated): { IdLangue: number; text: string }[] {
  return Object.entries(value).map(([lang, text]) => ({
    IdLangue: LANGUAGES[lang as keyof typeof LANGUAGES].id,
    text: text as string,
  }));
}

async function addFilm(db: Db, options: { data: DemoFilm; accountId: number; number: number; now: Date }) {
  const { data, accountId, now } = options;
  const created = new Date(now.getTime() - (120 - options.number * 10) * 86_400_000);
  const [row] = await db
    .insert(film)
    .values({
      DateCreation: created,
      DateModification: created,
      IdCompte: accountId,
      Statut: COMPLETE,
      TitreOriginal: data.TitreOriginal,
      TitreRecherche: searchName(data.TitreOriginal),
      TitreInternationnal: data.titles.en,
      MoisProd: data.MoisProd,
      AnneeProd: data.AnneeProd,
      Duree: data.Duree,
      IsPremierFilm: data.IsPremierFilm,
      IsFilmEcole: data.IsFilmEcole,
      NomEcole: data.NomEcole,
      IsSansDialogue: data.IsSansDialogue,
      IsScriptOriginal: true,
      IsMusiqueOriginale: true,
      IdProcede: data.procede,
      IdRatio: data.ratio,
      IdSon: data.son,
      IdFramerate: data.framerate,
      IdPriseVue: data.priseVue,
      Shortname: data.Shortname,
      ShortnameRecherche: data.Shortname.toLowerCase(),
      DateExpirationSuperTimbre: new Date(
        Date.UTC(now.getUTCFullYear() + SUPER_STAMP_YEARS, now.getUTCMonth(), now.getUTCDate()),
      ),
      Publication: PUBLIC,
      DateDeclarationDroits: created,
    })
    .returning({ Id: film.Id });
  if (!row) throw new Error(`The demo film ${data.Shortname} was not created.`);
  const IdFilm = row.Id;
  await insertRows(
    db,
    filmTitre,
    perLanguage(data.titles).map(({ IdLangue, text }) => ({ IdFilm, IdLangue, Titre: text })),
  );
  await insertRows(
    db,
    filmResume,
    perLanguage(data.summary).map(({ IdLangue, text }) => ({ IdFilm, IdLangue, Resume: text })),
  );
  await insertRows(
    db,
    filmSynopsis,
    perLanguage(data.synopsis).map(({ IdLangue, text }) => ({ IdFilm, IdLangue, Synopsis: text })),
  );
  await insertRows(
    db,
    filmPays,
    data.countries.map((iso2, i) => ({ IdFilm, IdPays: countryId(iso2), IsPrincipal: i === 0 })),
  );
  await insertRows(
    db,
    filmCategorie,
    data.categories.map((IdCategorie) => ({ IdFilm, IdCategorie })),
  );
  await insertRows(
    db,
    filmGenre,
    data.genres.map((IdGenre) => ({ IdFilm, IdGenre })),
  );
  await insertRows(
    db,
    filmThematique,
    data.themes.map((IdThematique) => ({ IdFilm, IdThematique })),
  );
  await insertRows(
    db,
    filmLangueDialogue,
    data.dialogueLanguages.map((IdLangue) => ({ IdFilm, IdLangue })),
  );
  await insertRows(
    db,
    filmSupportCaptation,
    data.supportsCaptation.map((IdSupportCaptation) => ({ IdFilm, IdSupportCaptation })),
  );
  await insertRows(
    db,
    filmSupportProj,
    data.supportsProj.map((IdSupportProj) => ({ IdFilm, IdSupportProj })),
  );
  await insertRows(
    db,
    filmParticipation,
    data.participations.map((p) => ({
      IdFilm,
      IdPays: countryId(p.country),
      Annee: p.year,
      NomFestival: p.festival,
      Distinction: p.award,
    })),
  );
  await insertRows(
    db,
    filmDiffusion,
    data.diffusions.map((d) => ({
      IdFilm,
      Source: d.source,
      IdPays: countryId(d.country),
      Annee: d.year,
      Nom: d.name,
    })),
  );
  await addCredits(db, { data, IdFilm, accountId });
  await insertRows(
    db,
    filmPhoto,
    data.photos.map((photo, i) => {
      const kind = photo.type === 'poster' ? 'poster' : 'still';
      const poster = kind === 'poster';
      return {
        IdFilm,
        DateCreation: created,
        Type: photo.type,
        Fichier: `${demoFilmPhotoStem({ film: options.number, photo: i + 1, kind })}.jpg`,
        FichierOriginal: `${data.Shortname}-${i + 1}.jpg`,
        Mime: 'image/jpeg',
        // What an upload of the drawing weighs, about: the record shows it, nothing counts on it.
        Poids: 400_000,
        Largeur: poster ? 1200 : 1920,
        Hauteur: poster ? 1700 : 1080,
        IsPrincipal: i === 0,
        Credit: photo.credit,
        Ordre: i,
      };
    }),
  );
}

/** One contact per person of the film (a person in two functions is one contact, two credits). */
async function addCredits(db: Db, options: { data: DemoFilm; IdFilm: number; accountId: number }) {
  const { data, IdFilm, accountId } = options;
  const contacts = new Map<string, number>();
  const key = (person: DemoPerson) => `${person.Prenom} ${person.Nom}`;
  const order = new Map<number, number>();
  for (const credit of data.credits) {
    let IdContact = contacts.get(key(credit.person));
    if (IdContact === undefined) {
      const [person] = await db.insert(personne).values(credit.person).returning({ Id: personne.Id });
      // A person's details may be given on any of their credits (the production's company, the contact's email).
      const theirs = data.credits.filter((c) => key(c.person) === key(credit.person));
      const email = theirs.find((c) => c.email)?.email;
      const phone = theirs.find((c) => c.phone)?.phone ?? null;
      const companyName = theirs.find((c) => c.company)?.company;
      const [details] = email
        ? await db
            .insert(coordonnee)
            .values({ Email: email, Telephone: phone })
            .returning({ Id: coordonnee.Id })
        : [];
      const [company] = companyName
        ? await db.insert(structure).values({ RaisonSociale: companyName }).returning({ Id: structure.Id })
        : [];
      const [row] = await db
        .insert(contact)
        .values({
          IdCompteAnnuaire: accountId,
          IdPersonne: person?.Id ?? 0,
          IdCoordonnee: details?.Id ?? null,
          IdStructure: company?.Id ?? null,
        })
        .returning({ Id: contact.Id });
      IdContact = row?.Id ?? 0;
      contacts.set(key(credit.person), IdContact);
    }
    const OrdreFonction = (order.get(credit.fonction) ?? 0) + 1;
    order.set(credit.fonction, OrdreFonction);
    await db.insert(generique).values({ IdFilm, IdFonction: credit.fonction, IdContact, OrdreFonction });
  }
}
