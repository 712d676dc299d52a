import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { rappelEcheance } from '@shortlist/db/schema/favourites';
import { dueReminder } from '@shortlist/domain/favourites/deadline-reminders';
import { daysUntilIn } from '@shortlist/domain/festivals/zoned-time';
import { type Language, languageFromId } from '@shortlist/domain/languages';
import { formatDeadline } from '@shortlist/i18n/deadline-format';
import { localizedPath } from '@shortlist/i18n/routes';
import { inArray, sql } from 'drizzle-orm';
import { enqueueEmail, type OutgoingEmail } from '../../platform/mail/outbox.ts';
import { renderEmail } from '../../platform/mail/render-email.ts';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { deadlineLanguage, reminderSubjectKey } from './deadline-texts.ts';
import { type DeadlineDay, favouriteDeadlines, groupByDay } from './favourite-deadlines.ts';
import { festivalUrl } from './festival-url.ts';

const DAY_MS = 86_400_000;

type Recipient = { Login: string; language: Language };

const first = (group: DeadlineDay) => group.deadlines[0] as DeadlineDay['deadlines'][number];

function reminderEmail(options: {
  group: DeadlineDay;
  days: number;
  to: Recipient;
  sections: string[];
  publicUrl: string;
}): OutgoingEmail {
  const { group, to } = options;
  const festival = festivalUrl({
    publicUrl: options.publicUrl,
    language: to.language,
    id: group.IdFestival,
    name: group.NomFestival,
  });
  const profile = `${options.publicUrl}${localizedPath('profileAccount', deadlineLanguage(to.language))}`;
  return renderEmail({
    language: to.language,
    to: to.Login,
    subject: reminderSubjectKey(options.days),
    values: {
      festival: group.NomFestival,
      days: options.days,
      // The earliest deadline of that day, on the festival's clock with its zone, as on its page.
      date: formatDeadline(first(group).DateEvent, to.language, group.timeZone, 'long'),
      sections: options.sections.join(', '),
    },
    paragraphs: [
      { key: 'deadlineReminder.intro' },
      ...(options.sections.length > 0 ? [{ key: 'deadlineReminder.sections' }] : []),
      { key: 'deadlineReminder.action', url: festival },
      { key: 'deadlineReminder.why' },
      { key: 'deadlineReminder.switchOff', url: profile },
    ],
  });
}

/**
 * Sends the deadline reminders due now (14 and 2 days before a favourite's deadline, see
 * `dueReminder`) to activated accounts that keep reminders on (no settings row: on) and whose
 * address works. Each reminder is logged with a unique key in the transaction that queues its
 * email, so a second scan (or a second server) never sends it twice. Returns how many were queued.
 */
export async function sendDeadlineReminders(
  db: Db,
  options: { now: Date; publicUrl: string },
): Promise<number> {
  const { now } = options;
  const deadlines = await favouriteDeadlines(db, {
    who: sql`coalesce(cf."IsRappelEcheance", true) and co."DateSuppression" is null and not co."IsMailInvalide" and co."DateActivation" is not null`,
    from: now,
    to: new Date(now.getTime() + 15 * DAY_MS),
  });
  const due = groupByDay(deadlines).flatMap((group) => {
    // Days counted on the festival's calendar, where the deadline falls.
    const days = daysUntilIn(first(group).DateEvent, now, group.timeZone);
    const kind = dueReminder(days);
    return kind === null ? [] : [{ group, days, kind }];
  });
  if (due.length === 0) return 0;

  const accounts = await db
    .select({ Id: compte.Id, Login: compte.Login, IdLangue: compte.IdLangue })
    .from(compte)
    .where(inArray(compte.Id, [...new Set(due.map((d) => d.group.IdCompte))]));
  const recipients = new Map<number, Recipient>(
    accounts.map((a) => [a.Id, { Login: a.Login, language: languageFromId(a.IdLangue) ?? 'en' }]),
  );
  const sectionNames = new Map<Language, (id: number) => string | null>();
  for (const language of new Set([...recipients.values()].map((r) => r.language))) {
    const { label } = await loadTranslations(db, {
      language,
      labels: deadlines.map((d) => d.IdLibelleSection),
      texts: [],
    });
    sectionNames.set(language, label);
  }

  let sent = 0;
  for (const { group, days, kind } of due) {
    const to = recipients.get(group.IdCompte);
    if (!to) continue;
    const name = sectionNames.get(to.language);
    const sections = [...new Set(group.deadlines.map((d) => name?.(d.IdLibelleSection) ?? ''))].filter(
      Boolean,
    );
    const queued = await db.transaction(async (tx) => {
      const logged = await tx
        .insert(rappelEcheance)
        .values({
          IdCompte: group.IdCompte,
          IdFestival: group.IdFestival,
          DateEcheance: group.day,
          Jours: kind,
        })
        .onConflictDoNothing()
        .returning({ Id: rappelEcheance.Id });
      if (logged.length === 0) return false;
      await enqueueEmail(tx, reminderEmail({ group, days, to, sections, publicUrl: options.publicUrl }));
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
