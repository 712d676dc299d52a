import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { codeFestival, codeFestivalDestinataire } from '@shortlist/db/schema/festival-codes';
import type { HandFestivalCodeRequest } from '@shortlist/domain/festival-space/code-contracts';
import { type Language, languageFromId } from '@shortlist/domain/languages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { festivalCodeEmail } from './festival-code-email.ts';
import { festivalClock } from './festival-code-facts.ts';
import { listFestivalCodes } from './list-festival-codes.ts';

/**
 * `POST festivals/{IdFestival}/codes/{IdCode}/hand` (managers): the code is emailed to each
 * address (its account's language, else the manager's) through the outbox, and the addresses are
 * kept: a reserved code then works for them. In one transaction with the code's row locked, so a
 * code disabled meanwhile is handed to nobody. A withdrawn or expired code: 410.
 */
export async function handFestivalCode(
  db: Db,
  options: {
    festivalId: number;
    codeId: number;
    request: HandFestivalCodeRequest;
    language: Language;
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const { festivalId, codeId, request, now } = options;
  const emails = [...new Set(request.emails)];
  const { name } = await festivalClock(db, festivalId);
  const [view] = await listFestivalCodes(db, { festivalId, codeId, language: options.language, now });
  if (!view) throw new AppError('NOT_FOUND');
  const accounts = await db
    .select({ Login: compte.Login, IdLangue: compte.IdLangue })
    .from(compte)
    .where(inArray(compte.Login, emails));
  const languages = new Map(accounts.map((a) => [a.Login, languageFromId(a.IdLangue)]));
  await db.transaction(async (tx) => {
    const [code] = await tx
      .select({ DateDesactivation: codeFestival.DateDesactivation, DateFin: codeFestival.DateFin })
      .from(codeFestival)
      .where(and(eq(codeFestival.Id, codeId), eq(codeFestival.IdFestival, festivalId)))
      .for('update');
    if (!code) throw new AppError('NOT_FOUND');
    if (code.DateDesactivation !== null || code.DateFin <= now) throw new AppError('FESTIVAL_CODE_EXPIRED');
    await tx
      .insert(codeFestivalDestinataire)
      .values(emails.map((Email) => ({ IdCode: codeId, Email, DateEnvoi: now })))
      .onConflictDoUpdate({
        target: [codeFestivalDestinataire.IdCode, codeFestivalDestinataire.Email],
        set: { DateEnvoi: sql`excluded."DateEnvoi"` },
      });
    for (const to of emails) {
      const language = languages.get(to) ?? options.language;
      // The section's name in the filmmaker's language when it differs from the manager's.
      const section =
        language === options.language
          ? view.sectionName
          : ((await listFestivalCodes(tx, { festivalId, codeId, language, now }))[0]?.sectionName ??
            view.sectionName);
      await enqueueEmail(
        tx,
        festivalCodeEmail({
          language,
          to,
          festival: name,
          section,
          code: view.code,
          percent: view.percent,
          until: view.until,
          reserved: view.handedOnly,
          message: request.message,
          publicUrl: options.publicUrl,
        }),
      );
    }
  });
}
