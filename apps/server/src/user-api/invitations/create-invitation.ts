import type { Db } from '@shortlist/db/client';
import { compte } from '@shortlist/db/schema/accounts';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import { festival } from '@shortlist/db/schema/festivals';
import { film } from '@shortlist/db/schema/films';
import { invitation } from '@shortlist/db/schema/invitations';
import { festivalSmartName } from '@shortlist/domain/festivals/smart-name';
import { type Language, languageFromId } from '@shortlist/domain/languages';
import type { CreateInvitationCommand } from '@shortlist/domain/submissions/invitation-contracts';
import { formatDay } from '@shortlist/i18n/deadline-format';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { invitationEmail } from './invitation-email.ts';

const notFound = (path: string) =>
  new AppError('NOT_FOUND', { fields: [{ path, code: 'NOT_FOUND', message: 'NOT_FOUND' }] });

/**
 * Creates an invitation (spec §3): the festival of campaign section `section` invites, to that
 * section at `price` cents through the day `until`, the owner of film `film`, or the address
 * `email`. The invitation goes to the account (spec §3 has `IdCompte`, no film): the filmmaker
 * may answer it with any film the engine accepts. An address with an account is that account's
 * invitation; an address without one keeps `IdCompte` empty until an account is activated with
 * it (`auth/activate-account.ts`). The invitation email is queued in the same transaction, in
 * the account's language (`language` or English for an address without one). Used by the
 * operator command `create-invitation` and by the festival workspace (`festival-space/invite-film.ts`,
 * through its port). A day already past is
 * refused (the invitation could never be answered).
 */
export async function createInvitation(
  db: Db,
  options: { input: CreateInvitationCommand; now: Date; publicUrl: string },
): Promise<{
  IdInvitation: number;
  IdCompte: number | null;
  IdCampagneSection: number;
  DateValiditee: string;
}> {
  const { input, now } = options;
  const DateValiditee = new Date(`${input.until}T00:00:00Z`);
  if (input.until < now.toISOString().slice(0, 10)) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'until', code: 'PAST', message: 'PAST' }] });
  }
  return db.transaction(async (tx) => {
    const owner = await recipient(tx, input);
    const [target] = await tx
      .select({
        Id: campagneSection.Id,
        Devise: campagneSection.Devise,
        IdLibelle: section.IdLibelle,
        IdFestival: festival.Id,
        Nom: festival.Nom,
      })
      .from(campagneSection)
      .innerJoin(section, eq(section.Id, campagneSection.IdSection))
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
      .where(eq(campagneSection.Id, input.section));
    if (!target) throw notFound('section');
    const [created] = await tx
      .insert(invitation)
      .values({
        IdCompte: owner.IdCompte,
        IdCampagneSection: target.Id,
        Prix: input.price,
        DateValiditee,
        Email: owner.Email,
        Message: input.message ?? null,
        // The festival's list names the film it invited (the owner may answer with another).
        IdFilm: input.film ?? null,
      })
      .returning({ Id: invitation.Id });

    const language: Language = owner.language ?? (input.language as Language | undefined) ?? 'en';
    const t = await loadTranslations(tx, { language, labels: [target.IdLibelle], texts: [] });
    await enqueueEmail(
      tx,
      invitationEmail({
        language,
        to: owner.Email,
        invitationId: created!.Id,
        hasAccount: owner.IdCompte !== null,
        festival: {
          Id: target.IdFestival,
          Nom: target.Nom,
          SmartName: festivalSmartName(target.IdFestival, target.Nom),
        },
        sectionName: t.label(target.IdLibelle) ?? '',
        price: new Intl.NumberFormat(language, { style: 'currency', currency: target.Devise }).format(
          input.price / 100,
        ),
        until: formatDay(input.until, language),
        message: input.message ?? null,
        publicUrl: options.publicUrl,
      }),
    );
    return {
      IdInvitation: created!.Id,
      IdCompte: owner.IdCompte,
      IdCampagneSection: target.Id,
      DateValiditee: input.until,
    };
  });
}

/** Who is invited: the film's owner, or the address with its activated account when it has one. */
async function recipient(
  tx: Db,
  input: CreateInvitationCommand,
): Promise<{ IdCompte: number | null; Email: string; language: Language | undefined }> {
  if (input.film !== undefined) {
    const [owner] = await tx
      .select({ IdCompte: film.IdCompte, Email: compte.Login, IdLangue: compte.IdLangue })
      .from(film)
      .innerJoin(compte, eq(compte.Id, film.IdCompte))
      .where(eq(film.Id, input.film));
    if (!owner) throw notFound('film');
    return { IdCompte: owner.IdCompte, Email: owner.Email, language: languageFromId(owner.IdLangue) };
  }
  const Email = input.email!;
  const [account] = await tx
    .select({ Id: compte.Id, IdLangue: compte.IdLangue })
    .from(compte)
    // Only an activated account: an address typed at sign-up is not yet proven to be its owner's.
    .where(and(eq(compte.Login, Email), isNotNull(compte.DateActivation), isNull(compte.DateSuppression)));
  return account
    ? { IdCompte: account.Id, Email, language: languageFromId(account.IdLangue) }
    : { IdCompte: null, Email, language: undefined };
}
