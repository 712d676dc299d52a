import type { Db } from '@shortlist/db/client';
import { campagne } from '@shortlist/db/schema/campaigns';
import { type adresse, type coordonnee, structure } from '@shortlist/db/schema/contacts';
import { festival, type festivalLabel, type festivalPhoto } from '@shortlist/db/schema/festivals';
import type { Traduction } from '@shortlist/domain/dictionaries';
import type { FestivalCampaign } from '@shortlist/domain/festivals/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { labelLanguageIds } from '@shortlist/domain/translated-label';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { type SectionRow, toCriterion } from '../../platform/festival-section-view.ts';
import type { FestivalHead, StructureRow } from './festival-contacts.ts';
import type { FestivalDictionary } from './festival-lists.ts';
import type { SectionRows } from './festival-sections.ts';
import { festivalZone } from './festival-zone.ts';
import { type ReferenceKind, referenceLabels } from './reference-labels.ts';

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
  /** DECISIONS.md, deadline times: the stored zone, else from the country's code and GPS position. */
  timeZone: string;
  /** The festival's and its structure's addresses, each with its country's name. */
  addresses: { address: AddressRow; LibellePays: string }[];
  contactDetails: ContactDetailsRow[];
  dictionaries: DictionaryRow[];
  labels: LabelRow[];
  photos: PhotoRow[];
  /** The current campaign (`currentCampaign`: the latest edition), or null. */
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
 * The translation rows of the ids `ids` selects, in the reader's language and English (the rule's
 * two candidates; `translationsOf` picks), as `Traduction` rows. `= any(array(...))` rather than
 * `in (...)`: the ids are gathered first and read by the primary key, where `in` let the planner
 * hash every translation of both languages (a thousand rows on the benchmark, more in use).
 */
function translationRows(options: { kind: 'label' | 'text'; ids: SQL; language: Language }): SQL {
  const languages = sql.join(
    labelLanguageIds(options.language).map((id) => sql`${id}`),
    sql`, `,
  );
  const [table, id, value] =
    options.kind === 'label' ? ['trad_libelle', 'IdLibelle', 'Libelle'] : ['trad_texte', 'IdTexte', 'Texte'];
  return list(sql`select t.${sql.identifier(id)} as "Id", t."IdLangue", t.${sql.identifier(value)} as "Libelle"
    from ${sql.identifier(table)} t
    where t."IdLangue" in (${languages}) and t.${sql.identifier(id)} = any(array(${options.ids}))`);
}

/**
 * The festival's current campaign (`currentCampaign`: its latest edition) with its sections' ids,
 * joined once (`left join lateral`, as "cur"): the lists below read its id and section ids from
 * it rather than each looking the campaign up again (ten lookups per page before).
 */
function currentCampaignJoin(db: Db) {
  return db
    .select({
      Id: campagne.Id,
      AnneeEdition: campagne.AnneeEdition,
      StatutCampagne: campagne.StatutCampagne,
      DebutCampagne: campagne.DebutCampagne,
      FinCampagne: campagne.FinCampagne,
      OuvertureCampagne: campagne.OuvertureCampagne,
      FermetureCampagne: campagne.FermetureCampagne,
      IsInvitationSeule: campagne.IsInvitationSeule,
      // Spelled out: Drizzle leaves a one-table select's columns unqualified, and here "Id" would be cs's.
      sectionIds: sql<number[]>`array(select cs."Id" from "campagne_section" cs
        where cs."IdCampagne" = "campagne"."Id")`.as('sectionIds'),
    })
    .from(campagne)
    .where(eq(campagne.IdFestival, festival.Id))
    .orderBy(desc(campagne.AnneeEdition))
    .limit(1)
    .as('cur');
}

/** The current campaign's id (null without one), from the lateral join. */
const currentCampaignId = sql`"cur"."Id"`;

/** The campaign-section ids of the current campaign, as an array (null without a campaign). */
const currentSectionIds = sql`"cur"."sectionIds"`;

/**
 * Every label id the page shows (`sectionTranslationIds` and the festival's labels, in SQL):
 * festival label titles, section names, event names, questions and their choices.
 */
const pageLabelIds = sql`select "IdLibelleTitre" from "festival_label" where "IdFestival" = ${festival.Id}
  union all select s."IdLibelle" from "campagne_section" cs join "section" s on s."Id" = cs."IdSection"
    where cs."IdCampagne" = ${currentCampaignId}
  union all select "IdLibelleEvent" from "evenement" where "IdCampagneSection" = any(${currentSectionIds})
  union all select "IdLibelle" from "critere_additionnel" where "IdCampagneSection" = any(${currentSectionIds})
  union all select (choice->>'IdLibelle')::int from "critere_additionnel" q,
    jsonb_array_elements(coalesce(q."Choix", '[]'::jsonb)) choice
    where q."IdCampagneSection" = any(${currentSectionIds})`;

/** Every text id the page shows: presentation, label descriptions, sections, questions. */
const pageTextIds = sql`select ${festival.IdTextePresentation}
  union all select "IdTexteDescription" from "festival_label" where "IdFestival" = ${festival.Id}
  union all select cs."IdTexte" from "campagne_section" cs where cs."IdCampagne" = ${currentCampaignId}
  union all select s."IdTexte" from "campagne_section" cs join "section" s on s."Id" = cs."IdSection"
    where cs."IdCampagne" = ${currentCampaignId}
  union all select "IdTexte" from "critere_additionnel" where "IdCampagneSection" = any(${currentSectionIds})`;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * The festival page's one query for `language`, as a named prepared statement: PostgreSQL parses
 * and plans it once per pooled connection instead of on every page (planning this query took
 * longer than running it: 1-1.5 ms against 0.2-0.9 ms), and Drizzle builds its text once. The
 * festival's id is the only parameter. PGlite runs it as an ordinary query.
 */
function preparePageQuery(db: Db, language: Language) {
  const current = currentCampaignJoin(db);
  return db
    .select({
      head: festival,
      structure,
      addresses: sql<AddressRow[]>`${list(sql`
        select * from "adresse" a where a."Id" in (${festival.IdAdresse}, ${structure.IdAdresse})`)}`,
      contactDetails: sql<ContactDetailsRow[]>`${list(sql`
        select c."Id", c."Telephone", c."Email", c."SiteWeb", c."UrlLinkedin", c."UrlInstagram",
          c."UrlFacebook", c."UrlTwitter"
        from "coordonnee" c where c."Id" in (${festival.IdCoordonnee}, ${structure.IdCoordonnee})`)}`,
      genres: sql<number[]>`${linkedIds('festival_genre', 'IdGenre')}`,
      categories: sql<number[]>`${linkedIds('festival_categorie', 'IdCategorie')}`,
      thematiques: sql<number[]>`${linkedIds('festival_thematique', 'IdThematique')}`,
      labels: sql<LabelRow[]>`${list(sql`
        select * from "festival_label" where "IdFestival" = ${festival.Id} order by "Ordre", "Id"`)}`,
      photos: sql<PhotoRow[]>`${list(sql`
        select * from "festival_photo" where "IdFestival" = ${festival.Id} order by "Id"`)}`,
      sections: sql<SectionRow[]>`${list(sql`
        select cs."Id" as "IdCampagneSection", cs."IdSection", cs."IdCampagne", s."IdLibelle",
          s."IdTexte" as "IdTexteSection", cs."IdTexte", cs."IsInscription", cs."IsPayant", cs."IsPublic",
          cs."Ordre", cs."Devise"
        from "campagne_section" cs join "section" s on s."Id" = cs."IdSection"
        where cs."IdCampagne" = ${currentCampaignId}
        order by cs."Ordre", cs."Id"`)}`,
      events: sql<(Omit<SectionRows['events'][number], 'DateEvent'> & { DateEvent: string })[]>`${list(sql`
        select * from "evenement" where "IdCampagneSection" = any(${currentSectionIds})`)}`,
      criteria: sql<Parameters<typeof toCriterion>[0][]>`${list(sql`
        select * from "critere" where "IdCampagneSection" = any(${currentSectionIds}) order by "Id"`)}`,
      questions: sql<SectionRows['questions']>`${list(sql`
        select * from "critere_additionnel" where "IdCampagneSection" = any(${currentSectionIds})
        order by "Ordre", "Id"`)}`,
      campaign: {
        Id: current.Id,
        AnneeEdition: current.AnneeEdition,
        StatutCampagne: current.StatutCampagne,
        DebutCampagne: current.DebutCampagne,
        FinCampagne: current.FinCampagne,
        OuvertureCampagne: current.OuvertureCampagne,
        FermetureCampagne: current.FermetureCampagne,
        IsInvitationSeule: current.IsInvitationSeule,
      },
      labelTranslations: sql<
        Traduction[]
      >`${translationRows({ kind: 'label', ids: pageLabelIds, language })}`,
      textTranslations: sql<Traduction[]>`${translationRows({ kind: 'text', ids: pageTextIds, language })}`,
    })
    .from(festival)
    .leftJoin(structure, eq(structure.Id, festival.IdStructure))
    .leftJoinLateral(current, sql`true`)
    .where(eq(festival.Id, sql.placeholder('id')))
    .prepare(`festival_page_${language}`);
}

type PageQuery = ReturnType<typeof preparePageQuery>;

/** The prepared page queries of each database (tests open many), one per language. */
const pageQueries = new WeakMap<Db, Map<Language, PageQuery>>();

function pageQuery(db: Db, language: Language): PageQuery {
  let byLanguage = pageQueries.get(db);
  if (!byLanguage) {
    byLanguage = new Map();
    pageQueries.set(db, byLanguage);
  }
  let query = byLanguage.get(language);
  if (!query) {
    query = preparePageQuery(db, language);
    byLanguage.set(language, query);
  }
  return query;
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
  const { language } = options;
  const [[row], reference] = await Promise.all([
    pageQuery(db, language).execute({ id: options.id }),
    referenceLabels(db),
  ]);
  if (!row) throw new AppError('FESTIVAL_NOT_FOUND');
  const { head, campaign } = row;
  const named = (kind: ReferenceKind & FestivalDictionary, ids: number[]): DictionaryRow[] =>
    ids.map((Id) => ({
      kind,
      Id,
      Libelle: reference.label(kind, Id, language),
      Ordre: reference.order(kind, Id),
    }));
  return {
    head,
    structure: row.structure,
    countryLabel: reference.label('pays', head.IdPays, language),
    timeZone: festivalZone({ ...head, Iso2: reference.iso2(head.IdPays) }),
    addresses: row.addresses.map((address) => ({
      address,
      LibellePays: reference.label('pays', address.IdPays, language),
    })),
    contactDetails: row.contactDetails,
    dictionaries: [
      ...named('genres', row.genres),
      ...named('categories', row.categories),
      ...named('thematiques', row.thematiques),
    ],
    labels: row.labels,
    photos: row.photos,
    sectionRows: {
      sections: row.sections,
      events: row.events.map((event) => ({ ...event, DateEvent: new Date(event.DateEvent) })),
      criteria: row.criteria.map(toCriterion),
      questions: row.questions,
    },
    translations: { labels: row.labelTranslations, texts: row.textTranslations },
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
        }
      : null,
  };
}
