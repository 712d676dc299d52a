import type { Db } from '@shortlist/db/client';
import { adresse, coordonnee, structure } from '@shortlist/db/schema/contacts';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import type {
  FestivalAdresse,
  ZFestivalCoordonnee,
  ZFestivalStructure,
} from '@shortlist/domain/festivals/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { translatedLabel } from '../../platform/translations/translated-label.ts';

type ContactDetails = z.infer<typeof ZFestivalCoordonnee>;
type Structure = z.infer<typeof ZFestivalStructure>;

export type FestivalHead = typeof festival.$inferSelect;

/** The festival row, or FESTIVAL_NOT_FOUND (spec §8: the web goes back to the festival list). */
export async function loadFestival(db: Db, id: number): Promise<FestivalHead> {
  const [row] = await db.select().from(festival).where(eq(festival.Id, id));
  if (!row) throw new AppError('FESTIVAL_NOT_FOUND');
  return row;
}

/** Country names in `language` (fallback en), for a few country ids. */
export async function countryLabels(
  db: Db,
  options: { ids: number[]; language: Language },
): Promise<Map<number, string>> {
  const { ids, language } = options;
  if (ids.length === 0) return new Map();
  const label = translatedLabel({ name: 'pays', labelId: pays.IdLibelle, language: language });
  const rows = await db
    .select({ Id: pays.Id, Libelle: label.label })
    .from(pays)
    .leftJoin(label.local, label.localOn)
    .leftJoin(label.english, label.englishOn)
    .where(inArray(pays.Id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.Id, row.Libelle]));
}

type AddressRow = typeof adresse.$inferSelect;

function toAddress(
  row: AddressRow,
  labels: Map<number, string>,
  gps: { GpsLatitude: number | null; GpsLongitude: number | null },
): FestivalAdresse {
  const { GpsLatitude, GpsLongitude } = gps;
  return {
    Id: row.Id,
    IdPays: row.IdPays,
    LibellePays: labels.get(row.IdPays) ?? '',
    Ligne1: row.Ligne1,
    Ligne2: row.Ligne2,
    Province: row.Province,
    Cp: row.Cp,
    Ville: row.Ville,
    GpsLatitude,
    GpsLongitude,
    MapUrl:
      GpsLatitude !== null && GpsLongitude !== null
        ? `https://www.openstreetmap.org/?mlat=${GpsLatitude}&mlon=${GpsLongitude}#map=14/${GpsLatitude}/${GpsLongitude}`
        : null,
  };
}

export type FestivalContacts = {
  LibellePays: string;
  adresse: FestivalAdresse | null;
  coordonnee: ContactDetails | null;
  structure: Structure | null;
};

export type StructureRow = typeof structure.$inferSelect;

/**
 * Address (with GPS and a map link), contact details and structure of a festival: two queries
 * (addresses with their country's name, contact details) when the caller already read the
 * structure and the festival's country name with the festival (festival-page-head.ts).
 */
export async function loadFestivalContacts(
  db: Db,
  options: {
    head: FestivalHead;
    language: Language;
    /** The festival's structure, when already read (undefined: read here). */
    structure?: StructureRow | null;
    /** The festival's country name, when already read. */
    countryLabel?: string;
  },
): Promise<FestivalContacts> {
  const { head, language } = options;
  const structureRow =
    options.structure !== undefined
      ? (options.structure ?? undefined)
      : head.IdStructure
        ? (await db.select().from(structure).where(eq(structure.Id, head.IdStructure)))[0]
        : undefined;
  const addressIds = [head.IdAdresse, structureRow?.IdAdresse].filter((id): id is number => !!id);
  const contactDetailsIds = [head.IdCoordonnee, structureRow?.IdCoordonnee].filter(
    (id): id is number => !!id,
  );
  const addressCountry = translatedLabel({ name: 'pays', labelId: pays.IdLibelle, language });
  const [addressRows, contactDetails, ownCountry] = await Promise.all([
    addressIds.length
      ? db
          .select({ address: adresse, LibellePays: addressCountry.label })
          .from(adresse)
          .innerJoin(pays, eq(pays.Id, adresse.IdPays))
          .leftJoin(addressCountry.local, addressCountry.localOn)
          .leftJoin(addressCountry.english, addressCountry.englishOn)
          .where(inArray(adresse.Id, addressIds))
      : [],
    contactDetailsIds.length
      ? db.select().from(coordonnee).where(inArray(coordonnee.Id, contactDetailsIds))
      : [],
    options.countryLabel !== undefined
      ? options.countryLabel
      : countryLabels(db, { ids: [head.IdPays], language }).then((labels) => labels.get(head.IdPays) ?? ''),
  ]);
  return festivalContacts({
    head,
    structure: structureRow ?? null,
    addresses: addressRows,
    contactDetails: contactDetails.map(withoutCreationDate),
    countryLabel: ownCountry,
  });
}

/** The contacts part of the festival page from rows already read (festival-page-head.ts). */
export function festivalContacts(rows: {
  head: FestivalHead;
  structure: StructureRow | null;
  addresses: { address: AddressRow; LibellePays: string }[];
  contactDetails: ContactDetails[];
  countryLabel: string;
}): FestivalContacts {
  const { head, contactDetails } = rows;
  const structureRow = rows.structure ?? undefined;
  const addresses = rows.addresses.map((row) => row.address);
  const labels = new Map(rows.addresses.map((row) => [row.address.IdPays, row.LibellePays]));
  const addressOf = (id: number | null | undefined) => addresses.find((a) => a.Id === id);
  const contactDetailsOf = (id: number | null | undefined): ContactDetails | null =>
    contactDetails.find((c) => c.Id === id) ?? null;
  const festivalAddress = addressOf(head.IdAdresse);
  const structureAddress = addressOf(structureRow?.IdAdresse);
  const noGps = { GpsLatitude: null, GpsLongitude: null };
  return {
    LibellePays: rows.countryLabel,
    adresse: festivalAddress ? toAddress(festivalAddress, labels, head) : null,
    coordonnee: contactDetailsOf(head.IdCoordonnee),
    structure: structureRow
      ? {
          Id: structureRow.Id,
          RaisonSociale: structureRow.RaisonSociale,
          NumeroIntracom: structureRow.NumeroIntracom,
          Adresse: structureAddress
            ? (({ GpsLatitude: _a, GpsLongitude: _b, MapUrl: _c, ...rest }) => rest)(
                toAddress(structureAddress, labels, noGps),
              )
            : null,
          Coordonnee: contactDetailsOf(structureRow.IdCoordonnee),
        }
      : null,
  };
}

function withoutCreationDate(row: typeof coordonnee.$inferSelect): ContactDetails {
  const { DateCreation: _, ...rest } = row;
  return rest;
}
