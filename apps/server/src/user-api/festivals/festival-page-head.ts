import type { Db } from '@shortlist/db/client';
import { campagneSection, critereAdditionnel, evenement, section } from '@shortlist/db/schema/campaigns';
import { type adresse, type coordonnee, structure } from '@shortlist/db/schema/contacts';
import { festival, festivalLabel, type festivalPhoto } from '@shortlist/db/schema/festivals';
import type { Traduction } from '@shortlist/domain/dictionaries';
import type { FestivalCampaign } from '@shortlist/domain/festivals/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { labelLanguageIds } from '@shortlist/domain/translated-label';
import { eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { batchLoader } from '../../platform/performance/batch-loader.ts';
import { type SectionRow, toCriterion } from '../../shared-kernel/festival-section-view.ts';
import { currentCampaignJoin } from './current-campaign-join.ts';
import type { FestivalHead, StructureRow } from './festival-contacts.ts';
import type { FestivalDictionary } from './festival-lists.ts';
import type { SectionRows } from './festival-sections.ts';
import { festivalZone } from './festival-zone.ts';
import { type ReferenceKind, type ReferenceLabels, referenceLabels } from './reference-labels.ts';

type AddressRow = typeof adresse.$inferSelect;
type ContactDetailsRow = Omit<typeof coordonnee.$inferSelect, 'DateCreation'>;
type LabelRow = typeof festivalLabel.$inferSelect;
type PhotoRow = typeof festivalPhoto.$inferSelect;
type DictionaryRow = { kind: FestivalDictionary; Id: number; Libelle: string; Ordre: number };

export type FestivalPageRows = {
  head: FestivalHead;
  structure: StructureRow | null;
  /** The festival's country name in the reader's language. */
  countryLabel: string;
  /** docs/decisions.md, deadline times: the stored zone, else from the country's code and GPS position. */
  timeZone: string;
  /** The festival's and its structure's addresses, each with its country's name. */
  addresses: { address: AddressRow; LibellePays: string }[];
  contactDetails: ContactDetailsRow[];
  dictionaries: DictionaryRow[];
  labels: LabelRow[];
  photos: PhotoRow[];
  /** The current campaign (`currentCampaign`: the latest verified edition), or null. */
  campaign: FestivalCampaign | null;
  /** The current campaign's sections, events, criteria and questions (none without a campaign). */
  sectionRows: SectionRows;
  /**
   * The translations, in the reader's language and in English, of every label and text the page
   * shows (presentation, labels, sections, events, questions and their choices).
   */
  translations: { labels: Traduction[]; texts: Traduction[] };
};

/** `json_agg` of a subquery, `[]` rather than null when it has no row. */
const list = (query: SQL) => sql`coalesce((select json_agg(x) from (${query}) x), '[]'::json)`;

/** The ids of a festival's genres, categories or themes (named from `referenceLabels`). */
const linkedIds = (link: string, column: string) =>
  sql`array(select l.${sql.identifier(column)} from ${sql.identifier(link)} l where l."IdFestival" = ${festival.Id})`;

/**
 * A parameter holding a list of ids, as `any(...)` whose list the planner cannot read (a scalar
 * subquery, as the directory's found festivals, `directory-sql.ts`): with `= any($1)`, each
 * custom plan read the batch's few ids and looked cheaper than the generic plan (ten assumed),
 * and PostgreSQL planned the page query again on every execution (`custom_plans` in
 * `pg_prepared_statements`), which cost more than batching saved. Hidden, both plans estimate
 * alike and the named statement keeps its generic plan after five runs.
 */
const hiddenList = (name: string) => sql`any((select ${sql.placeholder(name)}::int[])::int[])`;

/** An int array parameter as PostgreSQL's text form, which node-postgres and PGlite both pass. */
const arrayText = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * The translation rows of the ids in the array `ids` in the batch's languages (each reader's
 * language and English, the rule's candidates; `translationsOf` picks), as `Traduction` rows,
 * read by the primary key.
 */
function translationRows(options: { kind: 'label' | 'text'; ids: SQL }): SQL {
  const [table, id, value] =
    options.kind === 'label' ? ['trad_libelle', 'IdLibelle', 'Libelle'] : ['trad_texte', 'IdTexte', 'Texte'];
  return list(sql`select t.${sql.identifier(id)} as "Id", t."IdLangue", t.${sql.identifier(value)} as "Libelle"
    from ${sql.identifier(table)} t
    where t."IdLangue" = ${hiddenList('languages')} and t.${sql.identifier(id)} = any(${options.ids})`);
}

/*
 * The lists the page translates are each read once, in a `left join lateral` that gives the list
 * (JSON) and the label and text ids it shows (arrays, null when empty): the translations then read
 * those ids from the joins. Gathering the ids with subqueries of their own read the campaign's
 * sections three more times, its questions twice and the festival's labels once more, and each
 * scan costs PostgreSQL its start-up (locks, relation and index opening) whatever it finds: about
 * 12 % of the query's CPU.
 */

/**
 * A column of one of the joins below, qualified: Drizzle writes a subquery's field bare in SQL
 * templates, and `list` or `labelIds` alone would be ambiguous.
 */
const col = (join: 'fl' | 'sec' | 'ev' | 'qs', name: string) => sql.raw(`"${join}"."${name}"`);

/** The festival's labels (as "fl"), with the title and description ids they show. */
function labelsJoin(db: Db) {
  return db
    .select({
      list: sql<
        LabelRow[] | null
      >`json_agg("festival_label" order by "festival_label"."Ordre", "festival_label"."Id")`.as('list'),
      labelIds: sql`array_agg("festival_label"."IdLibelleTitre")`.as('labelIds'),
      textIds: sql`array_agg("festival_label"."IdTexteDescription")`.as('textIds'),
    })
    .from(festivalLabel)
    .where(eq(festivalLabel.IdFestival, festival.Id))
    .as('fl');
}

/** The current campaign's sections (as "sec"), their ids, and the name and text ids they show. */
function sectionsJoin(db: Db, current: ReturnType<typeof currentCampaignJoin>) {
  const cs = campagneSection;
  return db
    .select({
      list: sql<SectionRow[] | null>`json_agg(json_build_object(
        'IdCampagneSection', ${cs.Id}, 'IdSection', ${cs.IdSection}, 'IdCampagne', ${cs.IdCampagne},
        'IdLibelle', ${section.IdLibelle}, 'IdTexteSection', ${section.IdTexte}, 'IdTexte', ${cs.IdTexte},
        'IsInscription', ${cs.IsInscription}, 'IsPayant', ${cs.IsPayant}, 'IsPublic', ${cs.IsPublic},
        'Ordre', ${cs.Ordre}, 'Devise', ${cs.Devise}) order by ${cs.Ordre}, ${cs.Id})`.as('list'),
      ids: sql`array_agg(${cs.Id})`.as('ids'),
      labelIds: sql`array_agg(${section.IdLibelle})`.as('labelIds'),
      textIds: sql`array_agg(${cs.IdTexte}) || array_agg(${section.IdTexte})`.as('textIds'),
    })
    .from(cs)
    .innerJoin(section, eq(section.Id, cs.IdSection))
    .where(eq(cs.IdCampagne, current.Id))
    .as('sec');
}

type EventRow = Omit<SectionRows['events'][number], 'DateEvent'> & { DateEvent: string };

/** The sections' events (as "ev") and the ids of their names. */
function eventsJoin(db: Db) {
  return db
    .select({
      list: sql<EventRow[] | null>`json_agg("evenement")`.as('list'),
      labelIds: sql`array_agg("evenement"."IdLibelleEvent")`.as('labelIds'),
    })
    .from(evenement)
    .where(sql`"evenement"."IdCampagneSection" = any(${col('sec', 'ids')})`)
    .as('ev');
}

/** The sections' questions (as "qs"), their label and text ids, and their choices' label ids (JSON). */
function questionsJoin(db: Db) {
  return db
    .select({
      list: sql<SectionRows['questions'] | null>`json_agg("critere_additionnel"
        order by "critere_additionnel"."Ordre", "critere_additionnel"."Id")`.as('list'),
      labelIds: sql`array_agg("critere_additionnel"."IdLibelle")`.as('labelIds'),
      textIds: sql`array_agg("critere_additionnel"."IdTexte")`.as('textIds'),
      choiceLabelIds:
        sql`jsonb_path_query_array(coalesce(jsonb_agg("critere_additionnel"."Choix"), '[]'::jsonb),
        '$[*][*].IdLibelle')`.as('choiceLabelIds'),
    })
    .from(critereAdditionnel)
    .where(sql`"critere_additionnel"."IdCampagneSection" = any(${col('sec', 'ids')})`)
    .as('qs');
}

const iso = (date: string | null) => (date === null ? null : new Date(date).toISOString());

/** JSON gives timestamps as text. */
type AsJson<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

/**
 * The page's one answer, a single JSON document: one value for the driver to read and Drizzle to
 * map, where some forty columns cost Node more than the document's parsing (about 7 % of its CPU
 * per page went to reading the columns of the row).
 */
export type PageDocument = {
  head: AsJson<FestivalHead>;
  structure: AsJson<StructureRow> | null;
  addresses: AddressRow[];
  contactDetails: ContactDetailsRow[];
  genres: number[] | null;
  categories: number[] | null;
  thematiques: number[] | null;
  labels: LabelRow[];
  photos: PhotoRow[];
  sections: SectionRow[];
  events: EventRow[];
  criteria: Parameters<typeof toCriterion>[0][];
  questions: SectionRows['questions'];
  campaign: AsJson<{
    Id: number;
    AnneeEdition: number;
    StatutCampagne: FestivalCampaign['StatutCampagne'];
    DebutCampagne: Date | null;
    FinCampagne: Date | null;
    OuvertureCampagne: Date | null;
    FermetureCampagne: Date | null;
    IsInvitationSeule: boolean;
    VisionnageGaranti: number | null;
  }> | null;
  labelTranslations: Traduction[];
  textTranslations: Traduction[];
};

/**
 * The festival pages' one query, as a named prepared statement: PostgreSQL parses and plans it
 * once per pooled connection instead of on every page (planning this query took longer than
 * running it: 1-1.5 ms against 0.2-0.9 ms), and Drizzle builds its text once. Its parameters are
 * the festivals' ids and the languages of their translations: it reads every page asked during
 * one turn of the event loop at once (`batchLoader`). PGlite runs it as an ordinary query.
 */
function preparePageQuery(db: Db) {
  const current = currentCampaignJoin(db);
  const labels = labelsJoin(db);
  const sections = sectionsJoin(db, current);
  const events = eventsJoin(db);
  const questions = questionsJoin(db);
  const labelIds = sql`${col('fl', 'labelIds')} || ${col('sec', 'labelIds')} || ${col('ev', 'labelIds')} || ${col('qs', 'labelIds')}
    || array(select jsonb_array_elements_text(${col('qs', 'choiceLabelIds')})::int)`;
  const textIds = sql`array[${festival.IdTextePresentation}] || ${col('fl', 'textIds')} || ${col('sec', 'textIds')}
    || ${col('qs', 'textIds')}`;
  const orEmpty = (list: SQL) => sql`coalesce(${list}, '[]'::json)`;
  const fields: Record<keyof PageDocument, SQL> = {
    head: sql`to_json(${festival})`,
    structure: sql`to_json(${structure})`,
    addresses: list(sql`
      select * from "adresse" a where a."Id" in (${festival.IdAdresse}, ${structure.IdAdresse})`),
    contactDetails: list(sql`
      select c."Id", c."Telephone", c."Email", c."SiteWeb", c."UrlLinkedin", c."UrlInstagram",
        c."UrlFacebook", c."UrlTwitter"
      from "coordonnee" c where c."Id" in (${festival.IdCoordonnee}, ${structure.IdCoordonnee})`),
    genres: linkedIds('festival_genre', 'IdGenre'),
    categories: linkedIds('festival_categorie', 'IdCategorie'),
    thematiques: linkedIds('festival_thematique', 'IdThematique'),
    labels: orEmpty(col('fl', 'list')),
    photos: list(
      sql`select * from "festival_photo" where "IdFestival" = ${festival.Id} order by "Ordre", "Id"`,
    ),
    sections: orEmpty(col('sec', 'list')),
    events: orEmpty(col('ev', 'list')),
    criteria: list(sql`
      select * from "critere" where "IdCampagneSection" = any(${col('sec', 'ids')}) order by "Id"`),
    questions: orEmpty(col('qs', 'list')),
    campaign: sql`to_json("cur")`,
    labelTranslations: translationRows({ kind: 'label', ids: labelIds }),
    textTranslations: translationRows({ kind: 'text', ids: textIds }),
  };
  const document = sql.join(
    // The keys are this file's own names, written as SQL literals rather than bound.
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  );
  return db
    .select({ id: festival.Id, page: sql<PageDocument>`json_build_object(${document})` })
    .from(festival)
    .leftJoin(structure, eq(structure.Id, festival.IdStructure))
    .leftJoinLateral(current, sql`true`)
    .leftJoinLateral(labels, sql`true`)
    .leftJoinLateral(sections, sql`true`)
    .leftJoinLateral(events, sql`true`)
    .leftJoinLateral(questions, sql`true`)
    .where(sql`${festival.Id} = ${hiddenList('ids')}`)
    .prepare('festival_pages');
}

/** At most this many festivals in one query; the pages asked beyond it go into the next. */
export const PAGES_PER_QUERY = 16;

type PageRequest = { id: number; language: Language };
type PageLoader = (request: PageRequest) => Promise<Map<number, PageDocument>>;

/** Each database's page loader (tests open many). */
const pageLoaders = new WeakMap<Db, PageLoader>();

/** The documents of the pages asked during one turn of the event loop, by festival id. */
function pageLoader(db: Db): PageLoader {
  let loader = pageLoaders.get(db);
  if (!loader) {
    const query = preparePageQuery(db);
    loader = batchLoader(
      async (requests: readonly PageRequest[]) => {
        const ids = [...new Set(requests.map((request) => request.id))];
        const languages = [...new Set(requests.flatMap((request) => labelLanguageIds(request.language)))];
        const rows = await query.execute({ ids: arrayText(ids), languages: arrayText(languages) });
        return new Map(rows.map((row) => [row.id, row.page]));
      },
      { maxBatch: PAGES_PER_QUERY },
    );
    pageLoaders.set(db, loader);
  }
  return loader;
}

/**
 * The festival page's document, read with the other pages asked during the same turn of the event
 * loop (`batchLoader`), or null when the festival is unknown.
 */
export async function loadFestivalPageDocument(
  db: Db,
  options: { id: number; language: Language },
): Promise<PageDocument | null> {
  return (await pageLoader(db)(options)).get(options.id) ?? null;
}

/**
 * Everything the festival page reads in one query: the festival, its structure, country (name
 * and time zone), addresses, contact details, genres, categories, themes, labels, photos, current
 * campaign and its sections with their events, criteria and questions (lists as JSON), and the
 * translations of the labels and texts it shows. FESTIVAL_NOT_FOUND when unknown.
 */
export async function loadFestivalPageRows(
  db: Db,
  options: { id: number; language: Language },
): Promise<FestivalPageRows> {
  const [page, reference] = await Promise.all([loadFestivalPageDocument(db, options), referenceLabels(db)]);
  if (!page) throw new AppError('FESTIVAL_NOT_FOUND');
  return festivalPageRows(page, { reference, language: options.language });
}

/** The page's rows from its document: dates made `Date`s, reference ids named in `language`. */
export function festivalPageRows(
  page: PageDocument,
  options: { reference: ReferenceLabels; language: Language },
): FestivalPageRows {
  const { reference, language } = options;
  const { campaign } = page;
  const head = { ...page.head, DateCreation: new Date(page.head.DateCreation) };
  const named = (kind: ReferenceKind & FestivalDictionary, ids: number[] | null): DictionaryRow[] =>
    (ids ?? []).map((Id) => ({
      kind,
      Id,
      Libelle: reference.label(kind, Id, language),
      Ordre: reference.order(kind, Id),
    }));
  return {
    head,
    structure: page.structure && { ...page.structure, DateCreation: new Date(page.structure.DateCreation) },
    countryLabel: reference.label('pays', head.IdPays, language),
    timeZone: festivalZone({ ...head, Iso2: reference.iso2(head.IdPays) }),
    addresses: page.addresses.map((address) => ({
      address,
      LibellePays: reference.label('pays', address.IdPays, language),
    })),
    contactDetails: page.contactDetails,
    dictionaries: [
      ...named('genres', page.genres),
      ...named('categories', page.categories),
      ...named('thematiques', page.thematiques),
    ],
    labels: page.labels,
    photos: page.photos,
    sectionRows: {
      sections: page.sections,
      events: page.events.map((event) => ({ ...event, DateEvent: new Date(event.DateEvent) })),
      criteria: page.criteria.map(toCriterion),
      questions: page.questions,
    },
    translations: { labels: page.labelTranslations, texts: page.textTranslations },
    campaign: campaign
      ? {
          IdCampagne: campaign.Id,
          AnneeEdition: campaign.AnneeEdition,
          StatutCampagne: campaign.StatutCampagne,
          DebutCampagne: iso(campaign.DebutCampagne),
          FinCampagne: iso(campaign.FinCampagne),
          OuvertureCampagne: iso(campaign.OuvertureCampagne),
          FermetureCampagne: iso(campaign.FermetureCampagne),
          IsInvitationSeule: campaign.IsInvitationSeule,
          VisionnageGaranti: campaign.VisionnageGaranti ?? null,
        }
      : null,
  };
}
