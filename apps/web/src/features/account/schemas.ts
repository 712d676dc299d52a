import {
  isIntracomMissing,
  needsIntracom,
  ZBillingAddressRequest,
  ZPostalAddressRequest,
} from '@shortlist/domain/accounts/address-rules';
import {
  formatPhone,
  parsePhone,
  ZContactRequest,
  ZTelephone,
} from '@shortlist/domain/accounts/contact-rules';
import { ZStructureRequest, zPersonRequest } from '@shortlist/domain/accounts/person-rules';
import { ACCOUNT_RULE } from '@shortlist/domain/accounts/rule-codes';
import { z } from 'zod';

/*
 * Form schemas of the profile and address screens: the domain's request schemas (the bodies the
 * server checks, packages/domain/src/accounts/*-rules.ts) with presentation only. A select holds
 * a string ('' for none) that becomes the number the domain rule reads; the phone is typed as a
 * prefix and a number that become the stored `+prefix.number`. Each form's output is the body
 * sent; no rule is written here.
 */

/** A select's value as a chosen id or year: '' is none (null), which a required rule refuses. */
const selected = (value: string): number | null | undefined => (value === '' ? null : Number(value));
/** A required choice: '' becomes 0, which the domain's id rule refuses with its own code. */
const required = (value: string) => Number(value);

const person = zPersonRequest(() => new Date());
export const ZPersonForm = person.extend({
  IdCivilite: z.string().transform(selected).pipe(person.shape.IdCivilite),
  AnneeNaissance: z.string().transform(selected).pipe(person.shape.AnneeNaissance),
});
export type PersonForm = z.input<typeof ZPersonForm>;

export const ZContactForm = ZContactRequest.omit({ Telephone: true })
  .extend({ PhonePrefix: z.string(), PhoneNumber: z.string() })
  .superRefine((value, ctx) => {
    const phone = formatPhone(value.PhonePrefix, value.PhoneNumber);
    if (phone === null) return;
    const checked = ZTelephone.safeParse(phone);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? ACCOUNT_RULE.phoneInvalid;
      ctx.addIssue({ code: 'custom', path: ['PhoneNumber'], message });
    }
  })
  .transform(({ PhonePrefix, PhoneNumber, ...contact }) => ({
    ...contact,
    Telephone: formatPhone(PhonePrefix, PhoneNumber),
  }));
export type ContactForm = z.input<typeof ZContactForm>;

/** The structure form edits the name only; the intracom number is kept as it is. */
export const ZStructureForm = ZStructureRequest.pick({ RaisonSociale: true });
export type StructureForm = z.input<typeof ZStructureForm>;

export const ZPostalAddressForm = ZPostalAddressRequest.extend({
  IdPays: z.string().transform(required).pipe(ZPostalAddressRequest.shape.IdPays),
});
export type PostalAddressForm = z.input<typeof ZPostalAddressForm>;

/**
 * The billing address. The intracom field is shown, checked and sent only while the address
 * needs one (`needsIntracom`, the rule the server applies to tell a complete address); the form
 * then asks for it before saving, where the server would save an incomplete address.
 */
export const ZBillingAddressForm = ZBillingAddressRequest.extend({
  CountryId: z.string().transform(required).pipe(ZBillingAddressRequest.shape.CountryId),
  IsCompany: z.boolean(),
  IsCee: z.boolean(),
  IsAssujetti: z.boolean(),
  Intracom: z.string(),
})
  .superRefine((value, ctx) => {
    if (isIntracomMissing(value)) {
      ctx.addIssue({ code: 'custom', path: ['Intracom'], message: ACCOUNT_RULE.intracomRequired });
      return;
    }
    if (!needsIntracom(value)) return;
    const checked = ZBillingAddressRequest.shape.Intracom.safeParse(value.Intracom);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? ACCOUNT_RULE.intracomInvalid;
      ctx.addIssue({ code: 'custom', path: ['Intracom'], message });
    }
  })
  .transform((value) => ({
    ...value,
    IsAssujetti: value.IsCompany && value.IsAssujetti,
    Intracom: needsIntracom(value) ? ZBillingAddressRequest.shape.Intracom.parse(value.Intracom) : null,
  }));
export type BillingAddressForm = z.input<typeof ZBillingAddressForm>;

/** `+33.612345678` -> `33` and `612345678` (the domain's reading); anything else stays in the number field. */
export function splitPhone(phone: string | null | undefined): { prefix: string; number: string } {
  return (phone && parsePhone(phone)) || { prefix: '', number: phone ?? '' };
}
