import type { Film } from '@shortlist/domain/films/api-contracts';
import {
  type FilmCareerRequest,
  type FilmCreateRequest,
  type FilmCreationRequest,
  type FilmDataRequest,
  type FilmTechnicalRequest,
  ZFilmDataRequest,
  ZFilmTechnicalRequest,
  zFilmCareerRequest,
  zFilmCreateRequest,
  zFilmCreationRequest,
} from '@shortlist/domain/films/film-rules';
import {
  type FilmPublicationRequest,
  ZFilmPublicationRequest,
} from '@shortlist/domain/films/publication-rules';
import { z } from 'zod';

/*
 * Form schemas of the film record: what the fields hold (a select's string, a list of checked
 * ids as strings) turned into the body of the tab's call, then checked by the domain's request
 * schema, whose rule codes become the field errors. No rule is written here. The output is the
 * request body as the domain reads it (its input), since the server parses it again.
 */

type Issue = { path: PropertyKey[]; message: string };

/**
 * Runs the domain's request schema on the body and reports its issues on the form's fields; the
 * body goes out unchanged (the server parses it with the same schema).
 */
export function checkedBy<Body>(schema: z.ZodType<unknown, Body>) {
  return (body: Body, ctx: z.RefinementCtx) => {
    const result = schema.safeParse(body);
    if (result.success) return;
    for (const issue of result.error.issues as Issue[]) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  };
}

/** A select's string as the chosen id or number: '' is none (null), which a required rule refuses. */
export const chosen = (value: string): number | null => (value === '' ? null : Number(value));
/** A typed number ('12'); '' is none. A text that is not a number stays NaN, which the rule refuses. */
export const typedNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));
/** Checked ids of a list of checkboxes or a multi-select. */
export const chosenIds = (values: string[]): number[] => values.map(Number);

const text = z.string();
const flag = z.boolean();

// ------------------------------------------------------------------ creation tab

const creationFields = {
  TitreOriginal: text,
  TitreLatin: text,
  AnneeProd: text,
  MoisProd: text,
  dureeMinutes: text,
  dureeSecondes: text,
  IsPremierFilm: flag,
  IsFilmEcole: flag,
  NomEcole: text,
  IsScriptOriginal: flag,
  IsMusiqueOriginale: flag,
  IsSansDialogue: flag,
  IsSilencieux: flag,
  IsLibreDroits: flag,
  IsDroitsMusiqueAcquis: flag,
  IdProcede: text,
  idPaysProdPrincipal: text,
  idsCategorie: z.array(text),
};

type CreationFields = z.output<z.ZodObject<typeof creationFields>>;

function creationBody(values: CreationFields): FilmCreationRequest {
  return {
    ...values,
    AnneeProd: chosen(values.AnneeProd) as number,
    MoisProd: chosen(values.MoisProd) as number,
    dureeMinutes: typedNumber(values.dureeMinutes) as number,
    dureeSecondes: typedNumber(values.dureeSecondes) ?? 0,
    IdProcede: chosen(values.IdProcede) as number,
    idPaysProdPrincipal: chosen(values.idPaysProdPrincipal) as number,
    idsCategorie: chosenIds(values.idsCategorie),
  };
}

const now = () => new Date();

/** The creation tab of an existing film (`PUT films/{id}`). */
export const ZCreationForm = z
  .object(creationFields)
  .transform(creationBody)
  .superRefine(checkedBy(zFilmCreationRequest(now)));
export type CreationForm = z.input<typeof ZCreationForm>;

/** A new film (`POST films`): the creation tab and the rights-holder declaration (spec §4). */
export const ZCreateForm = z
  .object({ ...creationFields, IsDeclarationDroits: flag })
  .transform(
    ({ IsDeclarationDroits, ...values }): FilmCreateRequest => ({
      ...creationBody(values),
      IsDeclarationDroits: IsDeclarationDroits as true,
    }),
  )
  .superRefine(checkedBy(zFilmCreateRequest(now)));
export type CreateForm = z.input<typeof ZCreateForm>;

const str = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The creation tab's fields of a film, or empty ones for a new film. */
export function creationValues(film: Film | undefined): CreationForm {
  return {
    TitreOriginal: film?.TitreOriginal ?? '',
    TitreLatin: film?.TitreLatin ?? '',
    AnneeProd: str(film?.AnneeProd),
    MoisProd: str(film?.MoisProd),
    dureeMinutes: str(film?.dureeMinutes),
    dureeSecondes: str(film?.dureeSecondes),
    IsPremierFilm: film?.IsPremierFilm ?? false,
    IsFilmEcole: film?.IsFilmEcole ?? false,
    NomEcole: film?.NomEcole ?? '',
    IsScriptOriginal: film?.IsScriptOriginal ?? false,
    IsMusiqueOriginale: film?.IsMusiqueOriginale ?? false,
    IsSansDialogue: film?.IsSansDialogue ?? false,
    IsSilencieux: film?.IsSilencieux ?? false,
    IsLibreDroits: film?.IsLibreDroits ?? false,
    IsDroitsMusiqueAcquis: film?.IsDroitsMusiqueAcquis ?? false,
    IdProcede: str(film?.IdProcede),
    idPaysProdPrincipal: str(film?.idPaysProdPrincipal),
    idsCategorie: (film?.idsCategorie ?? []).map(String),
  };
}

export function createValues(): CreateForm {
  return { ...creationValues(undefined), IsDeclarationDroits: false };
}

// ------------------------------------------------------------------ data tab

/** A text in one language, as a row of the form: the language is a select's string. */
const languageRow = <K extends string>(key: K) =>
  z.object({ IdLangue: text, [key]: text } as { IdLangue: typeof text } & Record<K, typeof text>);

const dataFields = {
  TitreInternationnal: text,
  UrlSite: text,
  UrlVideo: text,
  idsGenre: z.array(text),
  resumeEn: text,
  idsLangueDialogue: z.array(text),
  idsPaysCoProd: z.array(text),
  idsPaysTournage: z.array(text),
  idsThematique: z.array(text),
  IsLangueSigne: flag,
  titres: z.array(languageRow('Titre')),
  resumes: z.array(languageRow('Resume')),
  synopses: z.array(languageRow('Synopsis')),
};

/** The data tab (`PUT films/{id}/donnees`). */
export const ZDataForm = z
  .object(dataFields)
  .transform(
    (values): FilmDataRequest => ({
      ...values,
      idsGenre: chosenIds(values.idsGenre),
      idsLangueDialogue: chosenIds(values.idsLangueDialogue),
      idsPaysCoProd: chosenIds(values.idsPaysCoProd),
      idsPaysTournage: chosenIds(values.idsPaysTournage),
      idsThematique: chosenIds(values.idsThematique),
      titres: values.titres.map((row) => ({ IdLangue: chosen(row.IdLangue) as number, Titre: row.Titre })),
      resumes: values.resumes.map((row) => ({
        IdLangue: chosen(row.IdLangue) as number,
        Resume: row.Resume,
      })),
      synopses: values.synopses.map((row) => ({
        IdLangue: chosen(row.IdLangue) as number,
        Synopsis: row.Synopsis,
      })),
    }),
  )
  .superRefine(checkedBy(ZFilmDataRequest));
export type DataForm = z.input<typeof ZDataForm>;

const ids = (values: readonly number[]) => values.map(String);

export function dataValues(film: Film): DataForm {
  return {
    TitreInternationnal: film.TitreInternationnal ?? '',
    UrlSite: film.UrlSite ?? '',
    UrlVideo: film.UrlVideo ?? '',
    idsGenre: ids(film.idsGenre),
    resumeEn: film.resumeEn ?? '',
    idsLangueDialogue: ids(film.idsLangueDialogue),
    idsPaysCoProd: ids(film.idsPaysCoProd),
    idsPaysTournage: ids(film.idsPaysTournage),
    idsThematique: ids(film.idsThematique),
    IsLangueSigne: film.IsLangueSigne,
    titres: film.titres.map((row) => ({ IdLangue: String(row.IdLangue), Titre: row.Titre })),
    resumes: film.resumes.map((row) => ({ IdLangue: String(row.IdLangue), Resume: row.Resume })),
    synopses: film.synopses.map((row) => ({ IdLangue: String(row.IdLangue), Synopsis: row.Synopsis })),
  };
}

// ------------------------------------------------------------------ technical tab

/** The technical tab (`PUT films/{id}/technique`): spec §5, every field required. */
export const ZTechnicalForm = z
  .object({
    IdRatio: text,
    IdSon: text,
    IdFramerate: text,
    IdPriseVue: text,
    idsSupportCaptation: z.array(text),
    idsSupportProj: z.array(text),
    idsTechAnimation: z.array(text),
    logiciels: z.array(text),
  })
  .transform(
    (values): FilmTechnicalRequest => ({
      IdRatio: chosen(values.IdRatio) as number,
      IdSon: chosen(values.IdSon) as number,
      IdFramerate: chosen(values.IdFramerate) as number,
      IdPriseVue: chosen(values.IdPriseVue) as number,
      idsSupportCaptation: chosenIds(values.idsSupportCaptation),
      idsSupportProj: chosenIds(values.idsSupportProj),
      idsTechAnimation: chosenIds(values.idsTechAnimation),
      logiciels: chosenIds(values.logiciels),
    }),
  )
  .superRefine(checkedBy(ZFilmTechnicalRequest));
export type TechnicalForm = z.input<typeof ZTechnicalForm>;

export function technicalValues(film: Film): TechnicalForm {
  return {
    IdRatio: str(film.IdRatio),
    IdSon: str(film.IdSon),
    IdFramerate: str(film.IdFramerate),
    IdPriseVue: str(film.IdPriseVue),
    idsSupportCaptation: ids(film.idsSupportCaptation),
    idsSupportProj: ids(film.idsSupportProj),
    idsTechAnimation: ids(film.idsTechAnimation),
    logiciels: ids(film.logiciels),
  };
}

// ------------------------------------------------------------------ career tab

const diffusionRow = z.object({ Source: text, IdPays: text, Annee: text, Nom: text });
const participationRow = z.object({ IdPays: text, Annee: text, NomFestival: text, Distinction: text });

/** The career tab (`PUT films/{id}/carriere`): the whole lists, which the server replaces. */
export const ZCareerForm = z
  .object({ diffusions: z.array(diffusionRow), participations: z.array(participationRow) })
  .transform(
    (values): FilmCareerRequest => ({
      diffusions: values.diffusions.map((row) => ({
        Source: row.Source as FilmCareerRequest['diffusions'][number]['Source'],
        IdPays: chosen(row.IdPays) as number,
        Annee: typedNumber(row.Annee) as number,
        Nom: row.Nom,
      })),
      participations: values.participations.map((row) => ({
        IdPays: chosen(row.IdPays) as number,
        Annee: typedNumber(row.Annee) as number,
        NomFestival: row.NomFestival,
        Distinction: row.Distinction,
      })),
    }),
  )
  .superRefine(checkedBy(zFilmCareerRequest(now)));
export type CareerForm = z.input<typeof ZCareerForm>;

export function careerValues(film: Film): CareerForm {
  return {
    diffusions: film.diffusions.map((row) => ({
      Source: row.Source,
      IdPays: String(row.IdPays),
      Annee: String(row.Annee),
      Nom: row.Nom ?? '',
    })),
    participations: film.participations.map((row) => ({
      IdPays: String(row.IdPays),
      Annee: String(row.Annee),
      NomFestival: row.NomFestival,
      Distinction: row.Distinction ?? '',
    })),
  };
}

// ------------------------------------------------------------------ publication tab

/** The publication tab (`PUT films/{id}/publication`): visibility, custom URL, password. */
export const ZPublicationForm = z
  .object({ Publication: text, Shortname: text, MotDePasse: text })
  .transform(
    (values): FilmPublicationRequest => ({
      Publication: Number(values.Publication) as FilmPublicationRequest['Publication'],
      // An empty custom URL removes it; an empty password keeps the current one.
      Shortname: values.Shortname.trim() === '' ? null : values.Shortname,
      MotDePasse: values.MotDePasse === '' ? null : values.MotDePasse,
    }),
  )
  .superRefine(checkedBy(ZFilmPublicationRequest));
export type PublicationForm = z.input<typeof ZPublicationForm>;

export function publicationValues(film: Film): PublicationForm {
  return { Publication: String(film.Publication), Shortname: film.Shortname ?? '', MotDePasse: '' };
}
