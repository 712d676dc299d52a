// Warns server-area-isolation.
import { readFestival } from '../festivals/read-festival.ts';

export const listFilms = readFestival;
