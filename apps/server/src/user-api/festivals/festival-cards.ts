import type { Db } from '@shortlist/db/client';
import type { CampaignStatus, Currency } from '@shortlist/domain/festival-campaign';
import type { FestivalCard } from '@shortlist/domain/festivals/api-contracts';
import {
  type CalendarEvent,
  feeAt,
  isDeadline,
  isExpiringSoon,
  liveEvents,
  nextDeadline,
} from '@shortlist/domain/festivals/calendar-rules';
import { festivalCallState } from '@shortlist/domain/festivals/call-state';
import { festivalBadge } from '@shortlist/domain/festivals/campaign-rules';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import { daysUntilIn } from '@shortlist/domain/festivals/zoned-time';
import type { Language } from '@shortlist/domain/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { StatementShapes } from '../../platform/performance/statement-shapes.ts';
import { zonedTexts } from '../../platform/performance/zoned-texts.ts';
import { translatedLabelSql } from '../../platform/translations/translated-label.ts';
import { callWithTexts } from './call-texts.ts';
import { festivalZone } from './festival-zone.ts';
import { festivalImageUrl } from './image-urls.ts';

type SectionEvent = {
  IdCampagneSection: number;
  IsPayant: boolean;
  IsInscription: boolean;
  Devise: Currency;
  Type: CalendarEvent['Type'] | null;
  DateEvent: string | null;
  Prix: number | null;
  Ordre: number | null;
};

type CardRow = {
  Id: number;
  Nom: string;
  ShortName: string;
  Logo: string | null;
  IdPays: number;
  PecRealisateur: boolean;
  Ville: string | null;
  LibellePays: string;
  Iso2: string | null;
  GpsLatitude: number | null;
  GpsLongitude: number | null;
  FuseauHoraire: string | null;
  AnneeEdition: number | null;
  StatutCampagne: CampaignStatus | null;
  OuvertureCampagne: Date | string | null;
  FermetureCampagne: Date | string | null;
  IsInvitationSeule: boolean | null;
  events: SectionEvent[] | null;
  /** How many festivals match, whatever the page (a window count, computed before the limit). */
  Total: number;
};

export type CardQuery = {
  /** FROM clause with `f` and `c` (see directory-sql.ts). */
  from: SQL;
  where: SQL;
  orderBy: SQL;
  skip: number;
  take: number;
  language: Language;
  now: Date;
  /** Named per shape when given (the directory); the home lists run their two fixed texts. */
  statements?: StatementShapes | undefined;
};

/**
 * One page of festival cards in one query: the page's ids are chosen first (filter, order,
 * limit), then only those rows get their city, country label and section calendars (an
 * aggregated subquery per page row, so no query per card).
 */
export async function selectCards(db: Db, query: CardQuery): Promise<FestivalCard[]> {
  return (await selectCardPage(db, query)).items;
}

/**
 * A page of cards and the number of festivals matching, in one query. `total` is null for a page
 * past the end (no row carries the count): the caller counts apart then.
 */
export async function selectCardPage(
  db: Db,
  query: CardQuery,
): Promise<{ items: FestivalCard[]; total: number | null }> {
  const statement = cardPageSql(query);
  const rows = query.statements
    ? await query.statements.rows<CardRow>(db, statement)
    : (await db.execute<CardRow>(statement)).rows;
  return { items: rows.map((row) => toCard(row, query.now, query.language)), total: rows[0]?.Total ?? null };
}

/** The page query of `selectCardPage` (exported for the plans' checks). */
export function cardPageSql(query: CardQuery): SQL {
  const country = translatedLabelSql({
    name: 'pays',
    labelId: sql`p."IdLibelle"`,
    language: query.language,
  });
  return sql`
    select f."Id", f."Nom", f."ShortName", f."Logo", f."IdPays", f."PecRealisateur",
      f."GpsLatitude", f."GpsLongitude", f."FuseauHoraire", p."Iso2",
      a."Ville",
      ${country.label} as "LibellePays",
      c."AnneeEdition", c."StatutCampagne", c."OuvertureCampagne", c."FermetureCampagne",
      c."IsInvitationSeule", page."Total",
      (select json_agg(json_build_object(
          'IdCampagneSection', cs."Id", 'IsPayant', cs."IsPayant", 'IsInscription', cs."IsInscription", 'Devise', cs."Devise",
          'Type', e."Type", 'DateEvent', e."DateEvent", 'Prix', e."Prix", 'Ordre', e."Ordre"))
        from "campagne_section" cs
        left join "evenement" e on e."IdCampagneSection" = cs."Id"
        where cs."IdCampagne" = c."Id") as "events"
    from (
      select f."Id" as "IdFestival", c."Id" as "IdCampagne", row_number() over (order by ${query.orderBy}) as "Rang",
        count(*) over ()::int as "Total"
      ${query.from}
      where ${query.where}
      order by ${query.orderBy}
      limit ${query.take} offset ${query.skip}
    ) page
    join "festival" f on f."Id" = page."IdFestival"
    left join "campagne" c on c."Id" = page."IdCampagne"
    left join "adresse" a on a."Id" = f."IdAdresse"
    join "pays" p on p."Id" = f."IdPays"
    ${country.joins}
    order by page."Rang"`;
}

function toCard(row: CardRow, now: Date, language: Language): FestivalCard {
  const campaign =
    row.StatutCampagne === null
      ? null
      : {
          StatutCampagne: row.StatutCampagne,
          OuvertureCampagne: row.OuvertureCampagne,
          FermetureCampagne: row.FermetureCampagne,
          IsInvitationSeule: row.IsInvitationSeule ?? false,
        };
  // Days are counted on the festival's calendar, as on its page and in the directory's SQL
  // (docs/decisions.md, deadline times).
  const timeZone = festivalZone(row);
  const sections = groupSections(row.events ?? []);
  const { deadlines, fees } = deadlinesAndFees(sections, now, timeZone);
  const deadline = deadlines[0];
  const paid = sections.filter((s) => s.IsPayant);
  return {
    Id: row.Id,
    Nom: row.Nom,
    ShortName: row.ShortName,
    SmartName: festivalSmartName(row.Id, row.Nom),
    Ville: row.Ville,
    IdPays: row.IdPays,
    LibellePays: row.LibellePays,
    // A card shows the logo at 56 px: the thumbnail, not the stored file (image-sizes.ts).
    LogoUrl: festivalImageUrl(row.Logo, 'thumbnail'),
    AnneeEdition: row.AnneeEdition,
    StatutCampagne: row.StatutCampagne,
    badge: festivalBadge(campaign, now, timeZone),
    timeZone,
    call: callWithTexts(festivalCallState({ campaign, sections, now, timeZone }), (date) =>
      zonedTexts(date, language, timeZone),
    ),
    nextDeadline: deadline
      ? {
          Type: deadline.Type,
          DateEvent: new Date(deadline.DateEvent).toISOString(),
          expiresSoon: isExpiringSoon(deadline, now, timeZone),
          text: zonedTexts(deadline.DateEvent, language, timeZone).text,
          daysLeft: daysUntilIn(deadline.DateEvent, now, timeZone),
        }
      : null,
    fees:
      fees.length > 0 && paid[0]
        ? { min: Math.min(...fees), max: Math.max(...fees), Devise: paid[0].Devise }
        : null,
    IsPayant: paid.length > 0,
    hasFreeSection: sections.some((s) => !s.IsPayant),
    PecRealisateur: row.PecRealisateur,
    IsFavori: false,
  };
}

type CardEvent = CalendarEvent & { DateEvent: string };

/**
 * The sections' next deadlines, earliest first, and the paid sections' fees now (`currentFee`,
 * else the next deadline's), in section order. Each paid section's events are sorted and their
 * days counted once (`liveEvents`: the first is the current event, the first deadline the next
 * one); the fee asked `currentFee` and `nextDeadline` again, two more sorts of the same events
 * (4 % of an uncached search's Node CPU with the first). Exported for festival-cards.test.ts.
 */
export function deadlinesAndFees(
  sections: readonly Pick<CardSection, 'IsPayant' | 'events'>[],
  now: Date,
  timeZone: string,
): { deadlines: CardEvent[]; fees: number[] } {
  const deadlines: CardEvent[] = [];
  const fees: number[] = [];
  for (const section of sections) {
    if (!section.IsPayant) {
      const next = nextDeadline(section.events, now, timeZone);
      if (next !== undefined) deadlines.push(next);
      continue;
    }
    const live = liveEvents(section.events, now, timeZone);
    const next = live.find(isDeadline);
    if (next !== undefined) deadlines.push(next);
    const fee = feeAt(live[0]) ?? next?.Prix;
    if (fee !== undefined) fees.push(fee);
  }
  deadlines.sort((a, b) => Date.parse(a.DateEvent) - Date.parse(b.DateEvent));
  return { deadlines, fees };
}

type CardSection = {
  IsPayant: boolean;
  IsInscription: boolean;
  Devise: Currency;
  events: CardEvent[];
};

function groupSections(rows: SectionEvent[]): CardSection[] {
  const byId = new Map<number, CardSection>();
  for (const row of rows) {
    const section = byId.get(row.IdCampagneSection) ?? {
      IsPayant: row.IsPayant,
      IsInscription: row.IsInscription,
      Devise: row.Devise,
      events: [],
    };
    byId.set(row.IdCampagneSection, section);
    if (row.Type !== null && row.DateEvent !== null)
      section.events.push({
        Type: row.Type,
        DateEvent: row.DateEvent,
        Prix: row.Prix ?? 0,
        Ordre: row.Ordre ?? 0,
      });
  }
  return [...byId.values()];
}
