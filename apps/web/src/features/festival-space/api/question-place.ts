import { FESTIVAL_SPACE_API } from './query-keys.ts';

/** The festival, call and campaign section whose questions a page edits. */
export type QuestionPlace = { IdFestival: number; IdCampagne: number; IdCampagneSection: number };

/** `/api/festival-space/festivals/{id}/calls/{call}/sections/{section}/questions`. */
export function questionsUrl(place: QuestionPlace): string {
  return `${FESTIVAL_SPACE_API}/festivals/${place.IdFestival}/calls/${place.IdCampagne}/sections/${place.IdCampagneSection}/questions`;
}
