/**
 * Deadline reminders for favourite festivals: an email 14 days and another 2 days before a
 * deadline (issue 4). The scan runs every hour, so a reminder is due during a window rather than
 * on one exact day, which keeps it from being lost when the server was down that day:
 * the 14-day reminder from 14 days down to 3, the 2-day one from 2 days down to the day itself.
 * A favourite added 5 days before a deadline therefore still gets one reminder (the 14-day one,
 * saying "5 days"), then the 2-day one.
 */
export const REMINDER_DAYS = [14, 2] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

/** The reminder due for a deadline `daysLeft` calendar days away (0 = today), if any. */
export function dueReminder(daysLeft: number): ReminderDays | null {
  if (daysLeft < 0 || daysLeft > REMINDER_DAYS[0]) return null;
  return daysLeft > REMINDER_DAYS[1] ? REMINDER_DAYS[0] : REMINDER_DAYS[1];
}
