import { type DeadlineCalendar, ZDeadlineCalendar } from '@shortlist/domain/favourites/api-contracts';
import { apiRequest } from '../../../shared/api/client.ts';

export const DEADLINE_CALENDAR_KEY = ['deadline-calendar'] as const;

async function parsed(answer: Promise<unknown>): Promise<DeadlineCalendar> {
  return ZDeadlineCalendar.parse(await answer);
}

/** `GET compte/calendrier-favoris`: the private feed address (or null) and the reminder switch. */
export function getDeadlineCalendar(signal?: AbortSignal): Promise<DeadlineCalendar> {
  return parsed(apiRequest('/api/compte/calendrier-favoris', { signal }));
}

/** `POST compte/calendrier-favoris/lien`: a new private address; the previous one stops working. */
export function renewCalendarAddress(): Promise<DeadlineCalendar> {
  return parsed(apiRequest('/api/compte/calendrier-favoris/lien', { method: 'POST' }));
}

/** `DELETE compte/calendrier-favoris/lien`: no address any more. */
export function revokeCalendarAddress(): Promise<DeadlineCalendar> {
  return parsed(apiRequest('/api/compte/calendrier-favoris/lien', { method: 'DELETE' }));
}

/** `PUT compte/rappels-favoris {IsRappelEcheance}`: deadline reminder emails on or off. */
export function setDeadlineReminders(on: boolean): Promise<DeadlineCalendar> {
  return parsed(apiRequest('/api/compte/rappels-favoris', { method: 'PUT', body: { IsRappelEcheance: on } }));
}
