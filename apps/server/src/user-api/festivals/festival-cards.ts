import type { Db } from '@shortlist/db/client';
import type { CampaignStatus, Currency } from '@shortlist/domain/festival-campaign';
import type { FestivalCard } from '@shortlist/domain/festivals/api-contracts';
import {
  type CalendarEvent,
  currentFee,
  isExpiringSoon,
  nextDeadline,
} from '@shortlist/domain/festivals/calendar-rules';
import { festivalBadge } from '@shortlist/domain/festivals/campaign-rules';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import type { Language } from '@shortlist/domain/languages';
import { type SQL, sql } from 'drizzle-orm';
import { translatedLabelSql } from '../../platform/translations/translated-label.ts';
import { festivalImageUrl } from './image-urls.ts';

type SectionEvent = {
  IdCampagneSection: number;
  IsPayant: boolean;
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
  AnneeEdition: number | null;
  StatutCampagne: CampaignStatus | null;
  OuvertureCampagne: Date | string | null;
  FermetureCampagne: Date | string | null;
  IsInvitationSeule: boolean | null;
  events: SectionEvent[] | null;
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
};

/**
 * One page of festival cards in one query: the page's ids are chosen first (filter, order,
 * limit), then only those rows get their city, country label and section calendars (an
 * aggregated subquery per page row, so no query per card).
 */
export async function selectCards(db: Db, query: CardQuery): Promise<FestivalCard[]> {
  const country = translatedLabelSql({
    name: 'pays',
    labelId: sql`p."IdLibelle"`,
    language: query.language,
  });
  const { rows } = await db.execute<CardRow>(sql`
    select f."Id", f."Nom", f."ShortName", f."Logo", f."IdPays", f."PecRealisateur",
      a."Ville",
      ${country.label} as "LibellePays",
      c."AnneeEdition", c."StatutCampagne", c."OuvertureCampagne", c."FermetureCampagne",
      c."IsInvitationSeule",
      (select json_agg(json_build_object(
          'IdCampagneSection', cs."Id", 'IsPayant', cs."IsPayant", 'Devise', cs."Devise",
          'Type', e."Type", 'DateEvent', e."DateEvent", 'Prix', e."Prix", 'Ordre', e."Ordre"))
        from "campagne_section" cs
        left join "evenement" e on e."IdCampagneSection" = cs."Id"
        where cs."IdCampagne" = c."Id") as "events"
    from (
      select f."Id" as "IdFestival", c."Id" as "IdCampagne", row_number() over (order by ${query.orderBy}) as "Rang"
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
    order by page."Rang"`);
  return rows.map((row) => toCard(row, query.now));
}

function toCard(row: CardRow, now: Date): FestivalCard {
  const campaign =
    row.StatutCampagne === null
      ? null
      : {
          StatutCampagne: row.StatutCampagne,
          OuvertureCampagne: row.OuvertureCampagne,
          FermetureCampagne: row.FermetureCampagne,
          IsInvitationSeule: row.IsInvitationSeule ?? false,
        };
  const sections = groupSections(row.events ?? []);
  const deadlines = sections
    .map((s) => nextDeadline(s.events, now))
    .filter((e) => e !== undefined)
    .sort((a, b) => Date.parse(a.DateEvent) - Date.parse(b.DateEvent));
  const deadline = deadlines[0];
  const paid = sections.filter((s) => s.IsPayant);
  const fees = paid
    .map((s) => currentFee(s.events, now) ?? nextDeadline(s.events, now)?.Prix)
    .filter((fee) => fee !== undefined);
  return {
    Id: row.Id,
    Nom: row.Nom,
    ShortName: row.ShortName,
    SmartName: festivalSmartName(row.Id, row.Nom),
    Ville: row.Ville,
    IdPays: row.IdPays,
    LibellePays: row.LibellePays,
    LogoUrl: festivalImageUrl(row.Logo),
    AnneeEdition: row.AnneeEdition,
    StatutCampagne: row.StatutCampagne,
    badge: festivalBadge(campaign, now),
    nextDeadline: deadline
      ? {
          Type: deadline.Type,
          DateEvent: new Date(deadline.DateEvent).toISOString(),
          expiresSoon: isExpiringSoon(deadline, now),
        }
      : null,
    fees:
      fees.length > 0 && paid[0]
        ? { min: Math.min(...fees), max: Math.max(...fees), Devise: paid[0].Devise }
        : null,
    IsPayant: paid.length > 0,
    PecRealisateur: row.PecRealisateur,
    IsFavori: false,
  };
}

type CardSection = { IsPayant: boolean; Devise: Currency; events: (CalendarEvent & { DateEvent: string })[] };

function groupSections(rows: SectionEvent[]): CardSection[] {
  const byId = new Map<number, CardSection>();
  for (const row of rows) {
    const section = byId.get(row.IdCampagneSection) ?? {
      IsPayant: row.IsPayant,
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
