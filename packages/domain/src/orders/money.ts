/**
 * Money is integer cents in euros (docs/decisions.md "Currency"); rates are basis points (hundredths
 * of a percent: 20 % = 2000, 25.5 % = 2550, 4.9 % = 490), so no float ever decides a cent.
 */

/** `cents * basisPoints / 10 000`, rounded half up to the cent (amounts here are never negative). */
export function percentOf(cents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`cents must be a whole amount: ${cents}`);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`basis points must be whole: ${basisPoints}`);
  }
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/** A percentage as stored in the country dictionary (`TauxTaxe` 25.5) in basis points (2550). */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}
