import type { Db } from '@shortlist/db/client';
import { compte, personne } from '@shortlist/db/schema/accounts';
import { adresse, coordonnee, structure } from '@shortlist/db/schema/contacts';
import { favori, rappelEcheance } from '@shortlist/db/schema/favourites';
import { languageFromId } from '@shortlist/domain/languages';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { type Account, endAllSessions } from '../../platform/session-store.ts';
import { accountNotice } from '../auth/emails.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { normalizeLogin } from '../auth/sign-in.ts';
import { spendAccountTokens } from '../auth/tokens.ts';
import { accountLanguage, loginTaken, sendLoginChange } from './login-change.ts';

/** `compte/check-email`: the account's own login is available, an empty one is not. */
export async function checkEmailAvailable(
  db: Db,
  options: { account: Account; login: string },
): Promise<boolean> {
  const login = normalizeLogin(options.login);
  if (login === '') return false;
  if (login === options.account.Login) return true;
  return !(await loginTaken(db, login, options.account.Id));
}

export async function updateLanguage(db: Db, options: { account: Account; idLangue: number }): Promise<void> {
  if (!languageFromId(options.idLangue)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'IdLangue', code: 'OUT_OF_RANGE', message: 'OUT_OF_RANGE' }],
    });
  }
  await db.update(compte).set({ IdLangue: options.idLangue }).where(eq(compte.Id, options.account.Id));
}

export async function setMailingConsent(
  db: Db,
  options: { account: Account; accept: boolean },
): Promise<void> {
  await db.update(compte).set({ IsAccepteMail: options.accept }).where(eq(compte.Id, options.account.Id));
}

async function checkCurrentPassword(account: Account, password: string): Promise<void> {
  if (!(await verifyPassword(account.Password, password))) throw new AppError('WRONG_CURRENT_PASSWORD');
}

/**
 * `PUT compte/password`: needs the current password; every session and emailed link ends (sign in
 * again), and the address is told (ASVS 6.3.7).
 */
export async function changePassword(
  db: Db,
  options: { account: Account; current: string; next: string; now: Date },
): Promise<void> {
  const { account } = options;
  await checkCurrentPassword(account, options.current);
  const hash = await hashPassword(options.next);
  await db.transaction(async (tx) => {
    await tx.update(compte).set({ Password: hash }).where(eq(compte.Id, account.Id));
    await endAllSessions(tx, account.Id);
    await spendAccountTokens(tx, { accountId: account.Id, now: options.now });
    await enqueueEmail(
      tx,
      accountNotice({ kind: 'passwordChanged', language: accountLanguage(account), to: account.Login }),
    );
  });
}

/**
 * `PUT compte/login`: the new address gets a confirmation link, the current one a notice;
 * nothing changes until the link is used.
 */
export async function requestLoginChange(
  db: Db,
  options: { account: Account; login: string; password: string; now: Date; publicUrl: string },
): Promise<void> {
  await checkCurrentPassword(options.account, options.password);
  if (options.login === options.account.Login || (await loginTaken(db, options.login, options.account.Id))) {
    throw new AppError('LOGIN_UNAVAILABLE');
  }
  await db.transaction((tx) => sendLoginChange(tx, { ...options, login: options.login }));
}

/**
 * `DELETE compte`: irreversible. Sessions and emailed links end; personal data is cleared and the login
 * anonymised (`deleted-<id>@invalid`); the row stays for the invoices the law requires to keep.
 */
export async function deleteAccount(
  db: Db,
  options: { account: Account; password: string; now: Date },
): Promise<void> {
  const { account } = options;
  await checkCurrentPassword(account, options.password);
  await db.transaction(async (tx) => {
    await endAllSessions(tx, account.Id);
    // No emailed link may reach the deleted row again, not even an unsubscribe one.
    await spendAccountTokens(tx, { accountId: account.Id, now: options.now, includeUnsubscribe: true });
    await tx
      .update(compte)
      .set({
        Login: `deleted-${account.Id}@invalid`,
        Password: null,
        IsAccepteMail: false,
        IsRappelEcheance: false,
        JetonCalendrier: null,
        DateSuppression: options.now,
      })
      .where(eq(compte.Id, account.Id));
    // Favourites are personal data; the reminder log goes with them.
    await tx.delete(favori).where(eq(favori.IdCompte, account.Id));
    await tx.delete(rappelEcheance).where(eq(rappelEcheance.IdCompte, account.Id));
    if (account.IdPersonne !== null) {
      await tx
        .update(personne)
        .set({ IdCivilite: null, Nom: null, Prenom: null, Pseudo: null, AnneeNaissance: null })
        .where(eq(personne.Id, account.IdPersonne));
    }
    const coordonneeIds = [account.IdCoordonnee];
    const adresseIds = [account.IdAdresse];
    if (account.IdStructure !== null) {
      const [own] = await tx.select().from(structure).where(eq(structure.Id, account.IdStructure));
      coordonneeIds.push(own?.IdCoordonnee ?? null);
      adresseIds.push(own?.IdAdresse ?? null);
    }
    for (const id of coordonneeIds) {
      if (id === null) continue;
      await tx
        .update(coordonnee)
        .set({
          Telephone: null,
          Email: null,
          SiteWeb: null,
          UrlLinkedin: null,
          UrlInstagram: null,
          UrlFacebook: null,
          UrlTwitter: null,
        })
        .where(eq(coordonnee.Id, id));
    }
    for (const id of adresseIds) {
      if (id === null) continue;
      await tx
        .update(adresse)
        .set({ Ligne1: null, Ligne2: null, Province: null, Cp: null, Ville: null })
        .where(eq(adresse.Id, id));
    }
    // The billing address stays: the invoices the order API keeps are issued to it.
  });
}
