import type { Language } from '@shortlist/domain/languages';
import { localizedPath } from '@shortlist/i18n/routes';
import type { OutgoingEmail } from '../../platform/mail/outbox.ts';
import { renderEmail } from '../../platform/mail/render-email.ts';

/**
 * The email of an invitation (spec §3 Invitation): which festival invites to which section, at
 * what price and until which day, with the festival's message. An account's owner is sent to
 * the festival's page (`?invitation=` its id), which shows the invitation and opens its panel
 * in one click, even for a call closed to the public (issue 32); an address without an account is asked
 * to create one with that address (the account activated with it takes the invitation). Links
 * use en/fr/es paths, as the account emails do.
 */
export function invitationEmail(options: {
  language: Language;
  to: string;
  invitationId: number;
  hasAccount: boolean;
  festival: { Id: number; SmartName: string; Nom: string };
  sectionName: string;
  price: string;
  until: string;
  message: string | null;
  publicUrl: string;
}): OutgoingEmail {
  const linkLanguage = options.language === 'fr' || options.language === 'es' ? options.language : 'en';
  const url = options.hasAccount
    ? `${options.publicUrl}${localizedPath('festival', linkLanguage, { id: options.festival.SmartName })}?invitation=${options.invitationId}`
    : `${options.publicUrl}${localizedPath('createAccount', linkLanguage)}?email=${encodeURIComponent(options.to)}`;
  return renderEmail({
    language: options.language,
    to: options.to,
    subject: 'invitation.subject',
    paragraphs: [
      { key: 'invitation.intro' },
      ...(options.message ? [{ key: 'invitation.message' }] : []),
      options.hasAccount ? { key: 'invitation.action', url } : { key: 'invitation.signUpAction', url },
      { key: options.hasAccount ? 'invitation.outro' : 'invitation.signUpOutro' },
    ],
    values: {
      festival: options.festival.Nom,
      section: options.sectionName,
      price: options.price,
      until: options.until,
      ...(options.message ? { message: options.message } : {}),
    },
  });
}
