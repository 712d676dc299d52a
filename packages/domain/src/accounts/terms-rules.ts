import { z } from 'zod';

/** The code a refused terms checkbox answers, on the form and from the API (an error code too). */
export const TERMS_NOT_ACCEPTED = 'TERMS_NOT_ACCEPTED';

/** Spec §5: the terms must be ticked on the sign-up and first-connection forms (and at payment). */
export function hasAcceptedTerms(value: unknown): value is true {
  return value === true;
}

/** The terms checkbox of a form: only `true` passes, anything else is TERMS_NOT_ACCEPTED. */
export const ZAcceptTerms = z
  .boolean({ error: TERMS_NOT_ACCEPTED })
  .refine(hasAcceptedTerms, TERMS_NOT_ACCEPTED);
