// Breaks order-api-through-ports (a user area's file that is not its order port); the port is fine.
import { listFilms } from '../../user-api/films/list-films.ts';
import { superStamp } from '../../user-api/films/order-port.ts';

export const paid = [listFilms, superStamp];
