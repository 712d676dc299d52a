import { isSectionClosed } from './calendar-rules.ts';
import type { FeeSection } from './directory-sort.ts';

/**
 * The directory's free filter (docs/decisions.md "Paid or free"): free or paid is a property of each
 * section, so a festival counts as free when at least one of its current campaign's free sections
 * takes entries now. A festival whose paid sections are open beside a free one is found too;
 * one whose only free section is closed is not. Days are counted on the festival's calendar.
 */
export function hasOpenFreeSection(sections: readonly FeeSection[], now: Date, timeZone: string): boolean {
  return sections.some((section) => !section.IsPayant && !isSectionClosed(section.events, now, timeZone));
}
