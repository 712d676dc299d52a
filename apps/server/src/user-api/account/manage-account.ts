import type { Db } from '@shortlist/db/client';
import { compte, personne } from '@shortlist/db/schema/accounts';
import { adresse, coordonnee, structure } from '@shortlist/db/schema/contacts';
import { favori, rappelEcheance } from '@shortlist/db/schema/favourites';
import { type Language, languageFromId } from '@shortlist/domain/languages';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { type Account, endAllSessions } from '../../platform/session-store.ts';
import { accountEmail } from '../auth/emails.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { normalizeLogin } from '../auth/sign-in.ts';
import { issueToken } from '../auth/tokens.ts';

async function loginTaken(db: Db, login: string, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ Id: compte.Id })
    .from(compte)
    .where(and(eq(compte.Login, login), ne(compte.Id, accountId)))
    .limit(1);
  return row !== undefined;
}

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

async function sendLoginChange(
  tx: Db,
  options: { account: Account; login: string; now: Date; publicUrl: string },
): Promise<void> {
  const token = await issueToken(tx, {
    kind: 'login-change',
    accountId: options.account.Id,
    now: options.now,
    payload: options.login,
  });
  const language: Language = languageFromId(options.account.IdLangue) ?? 'en';
  await enqueueEmail(
    tx,
    accountEmail({ kind: 'loginChange', language, to: options.login, token, publicUrl: options.publicUrl }),
  );
}

/**
 * `compte/update-cgvu-compte` (spec §4 first connection): new password, terms accepted now; a
 * different email is confirmed by a link sent to it, like any login change.
 */
export async function completeFirstConnection(
  db: Db,
  options: { account: Account; login: string; password: string; now: Date; publicUrl: string },
): Promise<Account> {
  const { account } = options;
  const changesLogin = options.login !== account.Login;
  if (changesLogin && (await loginTaken(db, options.login, account.Id)))
    throw new AppError('LOGIN_UNAVAILABLE');
  const hash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(compte)
      .set({
        Password: hash,
        DateAcceptationCGV: options.now,
        DateDerConnexion: account.DateDerConnexion ?? options.now,
      })
      .where(eq(compte.Id, account.Id))
      .returning();
    if (changesLogin)
      await sendLoginChange(tx, {
        account,
        login: options.login,
        now: options.now,
        publicUrl: options.publicUrl,
      });
    return updated ?? account;
  });
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

/** `PUT compte/password`: needs the current password; every session ends (sign in again). */
export async function changePassword(
  db: Db,
  options: { account: Account; current: string; next: string },
): Promise<void> {
  await checkCurrentPassword(options.account, options.current);
  const hash = await hashPassword(options.next);
  await db.transaction(async (tx) => {
    await tx.update(compte).set({ Password: hash }).where(eq(compte.Id, options.account.Id));
    await endAllSessions(tx, options.account.Id);
  });
}

/** `PUT compte/login`: the new address gets a confirmation link; nothing changes until it is used. */
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
 * `DELETE compte`: irreversible. Sessions and links end; personal data is cleared and the login
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
