import { type Language, languageFromId } from '@shortlist/domain/languages';
import { localizedPath, type RouteKey } from '@shortlist/i18n/routes';
import type { OutgoingEmail } from './outbox.ts';
import { renderEmail } from './render-email.ts';

/** The account emails with a link: their text is the `emails` catalogue entry of the same name. */
export type AccountLinkEmailKind = 'activation' | 'passwordReset' | 'loginChange' | 'signInLink';

/** The notices to the account's current address (ASVS 6.3.7): no link, nothing to click. */
export type AccountNoticeKind = 'passwordChanged' | 'loginChangeRequested' | 'loginChanged';

/** The language of an account's emails: its own, English when it has none we know. */
export function accountLanguage(account: { IdLangue: number }): Language {
  return languageFromId(account.IdLangue) ?? 'en';
}

const ROUTE_OF: Record<AccountLinkEmailKind, RouteKey> = {
  activation: 'activate',
  passwordReset: 'passwordChange',
  loginChange: 'updateLogin',
  // A root route (`/login-by-token/{token}`): the page then opens the account's own language.
  signInLink: 'loginByToken',
};

/**
 * The email of a kind, in the account's language, with its link `PUBLIC_URL/{lang}/{localised
 * path}/{token}`. Texts come in all five languages; links use en/fr/es paths because it and pt
 * pages are routed only by configuration.
 */
export function accountEmail(options: {
  kind: AccountLinkEmailKind;
  language: Language;
  to: string;
  token: string;
  publicUrl: string;
}): OutgoingEmail {
  const linkLanguage = options.language === 'fr' || options.language === 'es' ? options.language : 'en';
  const path = localizedPath(ROUTE_OF[options.kind], linkLanguage, { token: options.token });
  const { kind } = options;
  return renderEmail({
    language: options.language,
    to: options.to,
    subject: `${kind}.subject`,
    paragraphs: [
      { key: `${kind}.intro` },
      { key: `${kind}.action`, url: `${options.publicUrl}${path}` },
      { key: `${kind}.outro` },
    ],
  });
}

/**
 * A notice to the address the account signs in with now, telling the owner what just happened
 * (`login` is that address; `newLogin` the asked or confirmed new one).
 */
export function accountNotice(options: {
  kind: AccountNoticeKind;
  language: Language;
  to: string;
  newLogin?: string;
}): OutgoingEmail {
  const { kind } = options;
  return renderEmail({
    language: options.language,
    to: options.to,
    subject: `${kind}.subject`,
    paragraphs: [{ key: `${kind}.intro` }, { key: `${kind}.outro` }],
    values: { login: options.to, ...(options.newLogin ? { newLogin: options.newLogin } : {}) },
  });
}
