// Breaks server-not-web.
import { shared } from '../../web/src/shared/use-festival.ts';

export const server = shared;
