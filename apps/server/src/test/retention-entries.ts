import type { Database } from '@shortlist/db/client';
import { campagne, campagneSection, evenement, section } from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import { inscription } from '@shortlist/db/schema/submissions';
import { libelle } from '@shortlist/db/schema/translations';

let made = 0;

/**
 * A festival with one call and one section whose calendar closes on `closingAt` and announces its
 * results on `resultAt` (none when null), written directly: the retention tests need only the
 * dates and the festival's name. Returns the campaign section's id.
 */
export async function insertRetentionSection(
  database: Database,
  options: { name: string; closingAt: Date; resultAt: Date | null },
): Promise<number> {
  const { db } = database;
  made += 1;
  const [country] = await db.select({ Id: pays.Id }).from(pays).limit(1);
  const [row] = await db
    .insert(festival)
    .values({
      Nom: options.name,
      NomRecherche: options.name.toLowerCase(),
      ShortName: `retention-${made}-${Date.now()}`,
      IdPays: country!.Id,
    })
    .returning({ Id: festival.Id });
  const [call] = await db
    .insert(campagne)
    .values({
      IdFestival: row!.Id,
      AnneeEdition: 2027,
      StatutCampagne: 'open',
      FermetureCampagne: options.closingAt,
    })
    .returning({ Id: campagne.Id });
  const [label] = await db.insert(libelle).values({}).returning({ Id: libelle.Id });
  const [part] = await db
    .insert(section)
    .values({ IdFestival: row!.Id, IdLibelle: label!.Id })
    .returning({ Id: section.Id });
  const [callSection] = await db
    .insert(campagneSection)
    .values({ IdCampagne: call!.Id, IdSection: part!.Id })
    .returning({ Id: campagneSection.Id });
  await db.insert(evenement).values([
    { IdCampagneSection: callSection!.Id, Type: 'closing', DateEvent: options.closingAt, Ordre: 1 },
    ...(options.resultAt
      ? [
          {
            IdCampagneSection: callSection!.Id,
            Type: 'result' as const,
            DateEvent: options.resultAt,
            Ordre: 2,
          },
        ]
      : []),
  ]);
  return callSection!.Id;
}

/** An entry of the film in the section, with the status the filmmaker sees (and the festival's). */
export async function insertRetentionEntry(
  database: Database,
  options: { IdCompte: number; IdFilm: number; IdCampagneSection: number; StatutPublie: number },
): Promise<number> {
  const [row] = await database.db
    .insert(inscription)
    .values({ ...options, Statut: options.StatutPublie })
    .returning({ Id: inscription.Id });
  return row!.Id;
}
