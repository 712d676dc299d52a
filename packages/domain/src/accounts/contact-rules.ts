import { z } from 'zod';
import {
  CONTACT_EMAIL_MAX,
  isSocialUrlOf,
  isValidPhone,
  isWebUrl,
  type SocialNetwork,
  TELEPHONE_MAX,
  URL_MAX,
} from './contact-formats.ts';
import { ACCOUNT_RULE } from './rule-codes.ts';
import { optionalField } from './text-rules.ts';

// The formats and their rules live in contact-formats.ts (zod-free, for the web's first load).
export * from './contact-formats.ts';

/** A telephone in its stored form, at most 30 characters (spec §5). */
export const ZTelephone = z
  .string({ error: ACCOUNT_RULE.phoneInvalid })
  .trim()
  .max(TELEPHONE_MAX, ACCOUNT_RULE.tooLong)
  .refine(isValidPhone, ACCOUNT_RULE.phoneInvalid);

export const ZUrl = z
  .string({ error: ACCOUNT_RULE.urlInvalid })
  .trim()
  .max(URL_MAX, ACCOUNT_RULE.tooLong)
  .refine(isWebUrl, ACCOUNT_RULE.urlInvalid);

function socialUrl(network: SocialNetwork) {
  return optionalField(
    ZUrl.refine((url) => isSocialUrlOf(network, url), ACCOUNT_RULE.socialUrlWrongNetwork),
    { max: URL_MAX },
  );
}

// ------------------------------------------------------------------ contact details

/**
 * The body of `POST coordonnees` and `PUT coordonnees/:id`: contact details (spec §3, §5), every
 * field optional (`''`, null or missing give null).
 */
export const ZContactRequest = z.object({
  Telephone: optionalField(ZTelephone, { max: TELEPHONE_MAX }),
  Email: optionalField(
    z
      .string()
      .max(CONTACT_EMAIL_MAX, ACCOUNT_RULE.tooLong)
      .pipe(z.email({ error: ACCOUNT_RULE.emailInvalid })),
    { max: CONTACT_EMAIL_MAX },
  ),
  SiteWeb: optionalField(ZUrl, { max: URL_MAX }),
  UrlLinkedin: socialUrl('linkedin'),
  UrlInstagram: socialUrl('instagram'),
  UrlFacebook: socialUrl('facebook'),
  UrlTwitter: socialUrl('twitter'),
});
export type ContactRequest = z.input<typeof ZContactRequest>;
export type ContactValues = z.output<typeof ZContactRequest>;
