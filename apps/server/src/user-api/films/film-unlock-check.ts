import type { Db } from '@shortlist/db/client';
import { film } from '@shortlist/db/schema/films';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hasUnlockGrant, unlockCookieName } from './unlock-grant.ts';

/** Whether the visitor of `request` unlocked the protected film `IdFilm` (its cookie still matches its password). */
export type FilmUnlockCheck = (IdFilm: number) => Promise<boolean>;

/**
 * For other areas, handed over by the composition root (`user-api/routes.ts`): the media area
 * serves a protected film's photos to a visitor who unlocked it on the public page.
 */
export function filmUnlockCheck(db: Db, request: FastifyRequest): FilmUnlockCheck {
  return async (IdFilm) => {
    const cookie = request.cookies[unlockCookieName(IdFilm)];
    if (!cookie) return false;
    const [row] = await db.select({ MotDePasse: film.MotDePasse }).from(film).where(eq(film.Id, IdFilm));
    return hasUnlockGrant({ filmId: IdFilm, passwordHash: row?.MotDePasse ?? null, cookie });
  };
}
