import type { Language } from '@shortlist/domain/languages';
import { localizedPath, type RouteKey } from '@shortlist/i18n/routes';
import { escapeHtml } from '../../platform/escape-html.ts';
import type { OutgoingEmail } from '../../platform/mail/outbox.ts';

/** The account emails, written on the server (en, fr, es; other languages get en). */
export type AccountEmailKind = 'activation' | 'passwordReset' | 'loginChange';

type Texts = { subject: string; intro: string; action: string; outro: string };

const CATALOGUE: Record<'en' | 'fr' | 'es', Record<AccountEmailKind, Texts>> = {
  en: {
    activation: {
      subject: 'Activate your Shortlist account',
      intro: 'Welcome to Shortlist! Please confirm your email address to activate your account.',
      action: 'Activate my account',
      outro: 'This link is valid for 7 days. If you did not create an account, you can ignore this email.',
    },
    passwordReset: {
      subject: 'Reset your Shortlist password',
      intro: 'We received a request to choose a new password for your Shortlist account.',
      action: 'Choose a new password',
      outro:
        'This link is valid for 2 hours. If you did not ask for it, you can ignore this email: your password stays the same.',
    },
    loginChange: {
      subject: 'Confirm your new Shortlist email address',
      intro: 'Please confirm that this is the new email address of your Shortlist account.',
      action: 'Confirm my new email address',
      outro:
        'This link is valid for 24 hours. Until you confirm, you keep signing in with your current address.',
    },
  },
  fr: {
    activation: {
      subject: 'Activez votre compte Shortlist',
      intro: 'Bienvenue sur Shortlist ! Confirmez votre adresse e-mail pour activer votre compte.',
      action: 'Activer mon compte',
      outro: "Ce lien est valable 7 jours. Si vous n'avez pas créé de compte, ignorez cet e-mail.",
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Shortlist',
      intro: 'Nous avons reçu une demande de nouveau mot de passe pour votre compte Shortlist.',
      action: 'Choisir un nouveau mot de passe',
      outro:
        "Ce lien est valable 2 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.",
    },
    loginChange: {
      subject: 'Confirmez votre nouvelle adresse e-mail Shortlist',
      intro: 'Confirmez que cette adresse est la nouvelle adresse e-mail de votre compte Shortlist.',
      action: 'Confirmer ma nouvelle adresse',
      outro:
        "Ce lien est valable 24 heures. Tant que vous n'avez pas confirmé, vous vous connectez avec votre adresse actuelle.",
    },
  },
  es: {
    activation: {
      subject: 'Activa tu cuenta de Shortlist',
      intro: '¡Bienvenido a Shortlist! Confirma tu dirección de correo electrónico para activar tu cuenta.',
      action: 'Activar mi cuenta',
      outro: 'Este enlace es válido durante 7 días. Si no has creado una cuenta, ignora este correo.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Shortlist',
      intro: 'Hemos recibido una solicitud para elegir una nueva contraseña para tu cuenta de Shortlist.',
      action: 'Elegir una nueva contraseña',
      outro:
        'Este enlace es válido durante 2 horas. Si no lo has solicitado, ignora este correo: tu contraseña no cambia.',
    },
    loginChange: {
      subject: 'Confirma tu nueva dirección de correo de Shortlist',
      intro: 'Confirma que esta es la nueva dirección de correo electrónico de tu cuenta de Shortlist.',
      action: 'Confirmar mi nueva dirección',
      outro:
        'Este enlace es válido durante 24 horas. Hasta que lo confirmes, sigues iniciando sesión con tu dirección actual.',
    },
  },
};

const ROUTE_OF: Record<AccountEmailKind, RouteKey> = {
  activation: 'activate',
  passwordReset: 'passwordChange',
  loginChange: 'updateLogin',
};

/** The email of a kind, in the account's language, with its link `PUBLIC_URL/{lang}/{localised path}/{token}`. */
export function accountEmail(options: {
  kind: AccountEmailKind;
  language: Language;
  to: string;
  token: string;
  publicUrl: string;
}): OutgoingEmail {
  const language = options.language === 'fr' || options.language === 'es' ? options.language : 'en';
  const texts = CATALOGUE[language][options.kind];
  // Links in en/fr/es paths: it and pt pages are routed only by configuration.
  const url = `${options.publicUrl}${localizedPath(ROUTE_OF[options.kind], language, { token: options.token })}`;
  return {
    to: options.to,
    subject: texts.subject,
    text: `${texts.intro}\n\n${texts.action}: ${url}\n\n${texts.outro}\n\nShortlist`,
    html: `<p>${escapeHtml(texts.intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(texts.action)}</a></p><p>${escapeHtml(texts.outro)}</p><p>Shortlist</p>`,
    links: [{ label: texts.action, url }],
  };
}
