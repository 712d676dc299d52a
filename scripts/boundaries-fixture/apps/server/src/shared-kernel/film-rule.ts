// Breaks shared-kernel-below-areas.
import { listFilms } from '../user-api/films/list-films.ts';

export const filmRule = listFilms;
