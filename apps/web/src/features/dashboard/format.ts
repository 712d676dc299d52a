import type { Language } from '@shortlist/domain/languages';
import { LANGUAGES } from '@shortlist/domain/languages';
import { formatEuros, formatRate } from '@shortlist/domain/orders/money-format';
import type { FeeOffers } from '@shortlist/domain/orders/offers';

/** A day in the reader's language (`2 Oct 2026`, `2 oct. 2026`). */
export function formatDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGES[language].locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A fee offer's discount: a percentage (basis points) or an amount in euros excluding VAT. */
export function formatOfferValue(offer: FeeOffers[number], language: Language): string {
  return offer.kind === 'percent' ? formatRate(offer.value, language) : formatEuros(offer.value, language);
}
