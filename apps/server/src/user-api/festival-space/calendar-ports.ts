import type { Db } from '@shortlist/db/client';
import type { CallCalendar, CallCalendarRequest } from '@shortlist/domain/festival-space/calendar-contracts';
import type { Language } from '@shortlist/domain/languages';

/**
 * What the calendar page needs of the festivals area, which owns the calls' calendars
 * (`evenement`, `campagne`): its reader and its one writer (`festivals/call-calendar.ts`), given
 * by the composition root (`user-api/routes.ts`). This area checks the manager, then calls them.
 */
export type CalendarPorts = {
  readCallCalendar: (
    db: Db,
    options: { festivalId: number; callId: number; language: Language },
  ) => Promise<CallCalendar>;
  writeCallCalendar: (
    db: Db,
    options: {
      festivalId: number;
      callId: number;
      values: CallCalendarRequest;
      routedLanguages: readonly Language[];
    },
  ) => Promise<void>;
};
