import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { codeFestival } from '@shortlist/db/schema/festival-codes';
import type { FestivalCodeRequest } from '@shortlist/domain/festival-space/code-contracts';
import {
  festivalCodeExpiry,
  generatedFestivalCode,
  normalFestivalCode,
} from '@shortlist/domain/orders/festival-codes';
import { AppError } from '../../platform/errors.ts';
import { festivalClock, requireFestivalSection } from './festival-code-facts.ts';

/** Tries at a fresh generated code before giving up (8 of 31 letters: a clash is rare). */
const GENERATION_TRIES = 5;

/**
 * `POST festivals/{IdFestival}/codes` (managers): a new code for one of the festival's sections,
 * typed (kept in capitals, new to the festival whatever its case: else 409 field `code`) or
 * generated; valid through its last day on the festival's clock (a day already over: 400).
 */
export async function createFestivalCode(
  db: Db,
  options: { festivalId: number; request: FestivalCodeRequest; now: Date },
): Promise<{ IdCode: number }> {
  const { festivalId, request, now } = options;
  await requireFestivalSection(db, { festivalId, sectionId: request.IdCampagneSection });
  const { timeZone } = await festivalClock(db, festivalId);
  const expiresAt = festivalCodeExpiry(request.until, timeZone);
  if (expiresAt <= now) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'until', code: 'PAST', message: 'PAST' }],
    });
  }
  for (let attempt = 0; attempt < (request.code ? 1 : GENERATION_TRIES); attempt += 1) {
    const code = request.code ? normalFestivalCode(request.code) : generatedFestivalCode(randomBytes(8));
    // The unique index (festival, upper(code)) settles two managers typing one code at once.
    const [row] = await db
      .insert(codeFestival)
      .values({
        DateCreation: now,
        IdFestival: festivalId,
        IdCampagneSection: request.IdCampagneSection,
        Code: code,
        Kind: request.kind,
        Pourcentage: request.kind === 'free' ? 100 : request.percent!,
        DernierJour: request.until,
        DateFin: expiresAt,
        MaxUtilisations: request.maxUses,
        IsReserve: request.handedOnly ?? false,
      })
      .onConflictDoNothing()
      .returning({ Id: codeFestival.Id });
    if (row) return { IdCode: row.Id };
    if (request.code) break;
  }
  throw new AppError('CONFLICT', { fields: [{ path: 'code', code: 'TAKEN', message: 'TAKEN' }] });
}
