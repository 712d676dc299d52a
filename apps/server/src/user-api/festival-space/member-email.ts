import type { FestivalRole } from '@shortlist/domain/festival-space/member-roles';
import type { Language } from '@shortlist/domain/languages';
import { localizedPath } from '@shortlist/i18n/routes';
import type { OutgoingEmail } from '../../platform/mail/outbox.ts';
import { catalogueText, renderEmail } from '../../platform/mail/render-email.ts';

/** The address of a first-connection link (`/login-by-token/{token}`, not localised). */
export function firstConnectionUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${localizedPath('loginByToken', 'en', { token })}`;
}

/**
 * "You were added to <festival> as <role>" (`emails:festivalMember`), in the member's language:
 * with the first-connection link when the account cannot sign in by itself yet (created for
 * them: the link signs them in, then they choose a password and accept the terms), else a link
 * to the sign-in page, which lands a member in the workspace. Links use en/fr/es paths, as the
 * account emails do.
 */
export function festivalMemberEmail(options: {
  language: Language;
  to: string;
  festival: string;
  role: FestivalRole;
  firstConnectionUrl: string | null;
  publicUrl: string;
}): OutgoingEmail {
  const { language } = options;
  const linkLanguage = language === 'fr' || language === 'es' ? language : 'en';
  const role = catalogueText({ language, key: `festivalMember.roles.${options.role}` });
  return renderEmail({
    language,
    to: options.to,
    subject: 'festivalMember.subject',
    values: { festival: options.festival, role },
    paragraphs: [
      { key: 'festivalMember.intro' },
      { key: `festivalMember.about.${options.role}` },
      ...(options.firstConnectionUrl
        ? [
            { key: 'festivalMember.firstConnectionAction', url: options.firstConnectionUrl },
            { key: 'festivalMember.firstConnectionOutro' },
          ]
        : [
            {
              key: 'festivalMember.action',
              url: `${options.publicUrl}${localizedPath('signIn', linkLanguage)}`,
            },
            { key: 'festivalMember.outro' },
          ]),
    ],
  });
}
