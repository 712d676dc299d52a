/**
 * Response contracts of the public festival calls (spec §7 "Festivals and content"). The server
 * validates every answer against them (so OpenAPI documents them) and the web pages consume
 * them as they are: change a field here and both sides see it. Field names follow the spec;
 * labels and texts arrive already translated into the request's `culture` (fallback en).
 * Dates are ISO 8601 strings in UTC; money is integer cents with its currency.
 */
import { z } from 'zod';
import { ZContact } from '../accounts/api-contracts.ts';
import {
  CURRENCIES,
  FESTIVAL_LABEL_TYPE,
  ZCampaignStatus,
  ZCritereType,
  ZEventType,
  ZQuestionType,
} from '../festival-campaign.ts';
import { ZId } from '../fields/ids.ts';
import { CALL_STATES } from './call-state.ts';
import { FESTIVAL_BADGE } from './campaign-rules.ts';
import { CRITERIA_KEYS } from './criteria-words.ts';

const ZDate = z.iso.datetime({ offset: true });
const ZCurrency = z.enum(CURRENCIES);

export const ZFestivalBadge = z.enum(FESTIVAL_BADGE);

/** The current campaign of a festival (its latest verified edition, `currentCampaign`), as cards and the page show it. */
export const ZFestivalCampaign = z.object({
  IdCampagne: ZId,
  AnneeEdition: z.number().int(),
  StatutCampagne: ZCampaignStatus,
  DebutCampagne: ZDate.nullable(),
  FinCampagne: ZDate.nullable(),
  OuvertureCampagne: ZDate.nullable(),
  FermetureCampagne: ZDate.nullable(),
  IsInvitationSeule: z.boolean(),
  /**
   * The guaranteed watch (issue 34): every entry watched to the end by at least this many festival
   * members before decisions; null (or absent, on cards) when not promised.
   */
  VisionnageGaranti: z.number().int().positive().nullable().optional(),
});
export type FestivalCampaign = z.infer<typeof ZFestivalCampaign>;

/** Where the call stands (`festivalCallState` in call-state.ts), computed at request time: the page's status line and the card's badge. */
export const ZCallState = z.object({
  state: z.enum(CALL_STATES),
  /** The next deadline (open, invitation only) or the opening day (opensOn). */
  date: ZDate.nullable(),
  /** Days from today to `date` on the festival's calendar (0: that day). */
  daysLeft: z.number().int().nullable(),
  /** The page's one urgency marker: an open call's next deadline is at most 14 days away. */
  urgent: z.boolean(),
  /**
   * Ours: `date` on the festival's clock in the request's language, worked out by the server
   * (`zonedTexts`): `text` with the time and zone (a deadline), `day` the calendar day (an
   * opening). The browser's zone data can differ from the server's, so the web shows these.
   */
  text: z.string().nullable(),
  day: z.string().nullable(),
});

/** A next deadline on a card: the earliest closing/extension event not yet past over the festival's sections. */
export const ZNextDeadline = z.object({
  Type: ZEventType,
  DateEvent: ZDate,
  /** Within the 14-day window of spec §9 (expires-soon marker). */
  expiresSoon: z.boolean(),
  /**
   * Ours: the deadline on the festival's clock in the request's language (`formatDeadline`) and
   * the days left on its calendar, worked out by the server. The browser's time-zone data can
   * differ from the server's (a region that changed its rules): the card shows these, so the page
   * the server rendered and the one the browser hydrates say the same.
   */
  text: z.string(),
  daysLeft: z.number().int(),
});

/** Range of the entry fees of the festival's paid sections at their current step, in cents. */
export const ZFeeRange = z.object({
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
  Devise: ZCurrency,
});

/** One card of the directory, the last-days and the new-call lists. */
export const ZFestivalCard = z.object({
  Id: ZId,
  Nom: z.string(),
  ShortName: z.string(),
  /** Readable URL part of the festival page: `12-clermont-ferrand-short-film-festival`. */
  SmartName: z.string(),
  Ville: z.string().nullable(),
  IdPays: ZId,
  LibellePays: z.string(),
  /** Path of the logo's thumbnail on this server (`/api/public/images/festivals/size/thumbnail/...`), or null. */
  LogoUrl: z.string().nullable(),
  AnneeEdition: z.number().int().nullable(),
  StatutCampagne: ZCampaignStatus.nullable(),
  badge: ZFestivalBadge,
  /** IANA time zone of the festival's city: the card's deadline is shown and counted in it. */
  timeZone: z.string(),
  /** The same call status as the festival page: a call that opens later says when. */
  call: ZCallState,
  nextDeadline: ZNextDeadline.nullable(),
  /** null when every section is free (or none is currently open). */
  fees: ZFeeRange.nullable(),
  IsPayant: z.boolean(),
  /** Ours: the current campaign has a free section, so the fee range reads "free or ..." (docs/decisions.md). */
  hasFreeSection: z.boolean(),
  PecRealisateur: z.boolean(),
  /** In the signed-in user's favourites (always false for a visitor). */
  IsFavori: z.boolean(),
});
export type FestivalCard = z.infer<typeof ZFestivalCard>;

export const ZFestivalCardList = z.array(ZFestivalCard);

/** `POST public/festivals/filter` (count). */
export const ZFestivalFilterCount = z.object({ total: z.number().int().nonnegative() });

/** `POST public/festivals/filter/{skip}/{take}`: the page and the total for the same filter. */
export const ZFestivalFilterPage = z.object({
  items: z.array(ZFestivalCard),
  total: z.number().int().nonnegative(),
});
export type FestivalFilterPage = z.infer<typeof ZFestivalFilterPage>;

export const ZFestivalSmartName = z.object({ Id: ZId, SmartName: z.string() });

export const ZFestivalAdresse = z.object({
  Id: ZId,
  IdPays: ZId,
  LibellePays: z.string(),
  Ligne1: z.string().nullable(),
  Ligne2: z.string().nullable(),
  Province: z.string().nullable(),
  Cp: z.string().nullable(),
  Ville: z.string().nullable(),
  GpsLatitude: z.number().nullable(),
  GpsLongitude: z.number().nullable(),
  /** OpenStreetMap link built from the GPS position, null without one. */
  MapUrl: z.string().nullable(),
});
export type FestivalAdresse = z.infer<typeof ZFestivalAdresse>;

/** A festival's public contact details: the account contact-details record without its creation date. */
export const ZFestivalCoordonnee = ZContact.omit({ DateCreation: true });

export const ZFestivalStructure = z.object({
  Id: ZId,
  RaisonSociale: z.string(),
  NumeroIntracom: z.string().nullable(),
  Adresse: ZFestivalAdresse.omit({ GpsLatitude: true, GpsLongitude: true, MapUrl: true }).nullable(),
  Coordonnee: ZFestivalCoordonnee.nullable(),
});

/** A genre, category or theme of the festival, label in the culture language. */
export const ZFestivalDicoItem = z.object({ Id: ZId, Libelle: z.string() });
export const ZFestivalDicoList = z.array(ZFestivalDicoItem);

export const ZFestivalLabel = z.object({
  Id: ZId,
  IdFestival: ZId,
  Titre: z.string(),
  Description: z.string().nullable(),
  Img: z.string().nullable(),
  ImgUrl: z.string().nullable(),
  Ordre: z.number().int(),
  Type: z.enum(FESTIVAL_LABEL_TYPE),
});
export const ZFestivalLabelList = z.array(ZFestivalLabel);

export const ZFestivalPhoto = z.object({
  Id: ZId,
  IdFestival: ZId,
  Fichier: z.string(),
  Url: z.string(),
  Credit: z.string(),
});
export const ZFestivalPhotoList = z.array(ZFestivalPhoto);

/** A calendar event with the §4 flags computed at request time. */
export const ZCalendarEvent = z.object({
  IdEvent: ZId,
  IdCampagneSection: ZId,
  Type: ZEventType,
  /** Own label of the event when the festival gave one, else null (the web names it by `Type`). */
  LibelleEvent: z.string().nullable(),
  DateEvent: ZDate,
  Prix: z.number().int().nonnegative(),
  Devise: ZCurrency,
  Ordre: z.number().int(),
  expired: z.boolean(),
  expiringSoon: z.boolean(),
  current: z.boolean(),
  /** Ours: `DateEvent` on the festival's clock as the server says it (`zonedTexts`), see ZCallState. */
  text: z.string(),
  day: z.string(),
});
export type CalendarEventRow = z.infer<typeof ZCalendarEvent>;

/** A section criterion row (`public/sections/{id}/criteres`). */
export const ZSectionCriterion = z.object({
  IdCritere: ZId,
  IdCampagneSection: ZId,
  Type: ZCritereType,
  MoisProduction: z.number().int().nullable(),
  AnneeProduction: z.number().int().nullable(),
  DureeMin: z.number().int().nullable(),
  DureeMax: z.number().int().nullable(),
  IsInclusionPays: z.boolean(),
  IsPaysPrincipal: z.boolean(),
  IsPremierFilm: z.boolean().nullable(),
  IsFilmEcole: z.boolean().nullable(),
  IsCheckerCritere: z.boolean(),
  IdsLanguesSubs: z.array(z.number().int()),
  Valeurs: z.array(z.number().int()),
});
export const ZSectionCriterionList = z.array(ZSectionCriterion);

/** Output of `criterionWords` (criteria-words.ts): a `festivals` namespace key and its values. */
export const ZCriterionWords = z.object({
  key: z.enum(CRITERIA_KEYS),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.number()).readonly()])),
  dictionary: z.enum(['pays', 'categorie', 'genre', 'thematique', 'langue']).optional(),
});

export const ZQuestionChoiceLabel = z.object({ Id: z.number().int(), Libelle: z.string() });

/** An additional question of a section (`public/sections/{id}/criteres-additionnels`). */
export const ZAdditionalQuestion = z.object({
  Id: ZId,
  IdCampagneSection: ZId,
  Libelle: z.string(),
  Texte: z.string().nullable(),
  Type: ZQuestionType,
  IsDemandeCheck: z.boolean(),
  Ordre: z.number().int(),
  /** Choices of a `choice` question, labels translated; empty for other types. */
  Choix: z.array(ZQuestionChoiceLabel),
});
export const ZAdditionalQuestionList = z.array(ZAdditionalQuestion);

/** A section of the current campaign. Never carries `MotDePasse`: `IsPublic` false means protected. */
export const ZFestivalSection = z.object({
  IdCampagneSection: ZId,
  IdSection: ZId,
  IdCampagne: ZId,
  Libelle: z.string(),
  Texte: z.string().nullable(),
  IsInscription: z.boolean(),
  IsPayant: z.boolean(),
  IsPublic: z.boolean(),
  Ordre: z.number().int(),
  Devise: ZCurrency,
  /** Fee in cents for an entry made now, null when the section is closed. */
  currentFee: z.number().int().nonnegative().nullable(),
  isClosed: z.boolean(),
  /** The opening day when the section's call has not opened yet (`sectionOpensOn`), else null. */
  opensOn: ZDate.nullable(),
  /** Ours: `opensOn` as a day on the festival's clock, said by the server (see ZCallState). */
  opensOnDay: z.string().nullable(),
  /** Calendar in date order (undated events are not stored). */
  events: z.array(ZCalendarEvent),
  criteria: z.array(ZSectionCriterion),
  /** The criteria in plain words, category order, empty criteria left out. */
  criterionWords: z.array(ZCriterionWords),
  questions: z.array(ZAdditionalQuestion),
});
export type FestivalSection = z.infer<typeof ZFestivalSection>;

/** `GET public/festivals/{id}`: everything the festival page shows, in one answer. */
export const ZFestivalPage = z.object({
  Id: ZId,
  Nom: z.string(),
  ShortName: z.string(),
  SmartName: z.string(),
  IdLangue: z.number().int().nullable(),
  IdPays: ZId,
  LibellePays: z.string(),
  AnneeCreation: z.number().int().nullable(),
  /** Presentation in the culture language (fallback en, then any), null when none. */
  Presentation: z.string().nullable(),
  GpsLatitude: z.number().nullable(),
  GpsLongitude: z.number().nullable(),
  PecRealisateur: z.boolean(),
  Logo: z.string().nullable(),
  Couverture: z.string().nullable(),
  Banniere: z.string().nullable(),
  LogoUrl: z.string().nullable(),
  CouvertureUrl: z.string().nullable(),
  BanniereUrl: z.string().nullable(),
  badge: ZFestivalBadge,
  /** IANA time zone of the festival's city: deadlines are shown in it (docs/decisions.md, deadline times). */
  timeZone: z.string(),
  call: ZCallState,
  campaign: ZFestivalCampaign.nullable(),
  /** Ours: the edition's first and last days on the festival's clock, said by the server (see ZCallState). */
  festivalDays: z.object({ from: z.string(), to: z.string() }).nullable(),
  adresse: ZFestivalAdresse.nullable(),
  coordonnee: ZFestivalCoordonnee.nullable(),
  structure: ZFestivalStructure.nullable(),
  genres: ZFestivalDicoList,
  categories: ZFestivalDicoList,
  thematiques: ZFestivalDicoList,
  labels: ZFestivalLabelList,
  photos: ZFestivalPhotoList,
  sections: z.array(ZFestivalSection),
});
export type FestivalPage = z.infer<typeof ZFestivalPage>;
