import type { RouteKey } from '@shortlist/i18n/routes';
import { useCurrentRoute } from '../../shared/i18n/current-route.ts';

/**
 * Where the support pages are shown: on the filmmaker site (`tickets`, `ticket`), or in a
 * festival's workspace (`festivalSpaceSupport`, `festivalSpaceTicket`: requests about that
 * festival). The same pages serve both; this says which festival, and where a request's link goes.
 */
export type TicketPlace = {
  IdFestival: number | null;
  listRoute: RouteKey;
  listParams: Record<string, string> | undefined;
  ticketLink: (Id: number) => { route: RouteKey; params: Record<string, string> };
  /** The request the page shows (`ticket` pages). */
  ticketId: number;
};

export function useTicketPlace(): TicketPlace {
  const { key, params } = useCurrentRoute();
  const workspace = key === 'festivalSpaceSupport' || key === 'festivalSpaceTicket';
  if (workspace) {
    const id = params.id ?? '';
    return {
      IdFestival: Number(id),
      listRoute: 'festivalSpaceSupport',
      listParams: { id },
      ticketLink: (Id) => ({ route: 'festivalSpaceTicket', params: { id, ticket: String(Id) } }),
      ticketId: Number(params.ticket),
    };
  }
  return {
    IdFestival: null,
    listRoute: 'tickets',
    listParams: undefined,
    ticketLink: (Id) => ({ route: 'ticket', params: { id: String(Id) } }),
    ticketId: Number(params.id),
  };
}
