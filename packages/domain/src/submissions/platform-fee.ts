/**
 * The platform fee of one submission paid without a stamp, in euro cents excluding VAT
 * (DECISIONS.md "Platform fee without stamp (paid at checkout)": 5.00 EUR excl. VAT). The panel
 * shows it beside each section's entry fee so the cost of an entry is never a surprise at
 * checkout; the order service charges it from its product catalogue, which starts at this value.
 */
export const PLATFORM_FEE_CENTS = 500;
