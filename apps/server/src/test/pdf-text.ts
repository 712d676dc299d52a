import type { Language } from '@shortlist/domain/languages';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** A PDF's text as a reader finds it (invoice and credit-note tests). */

/** Every kind of space made one plain space. */
export const flat = (text: string) => text.replace(/\s+/gu, ' ');

/** The PDF's text, every kind of space made one plain space. */
export async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return flat(text);
}

/** The amount printed after `label` (the first one), in cents. */
export function amountAfter(text: string, label: string, language: Language): number {
  const start = text.indexOf(flat(label));
  expect(start, `${label} in ${text}`).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start + flat(label).length);
  const match = /-?\s?€?\s?-?[\d.,\s]*\d[.,]\d\d(\s?€)?/u.exec(rest);
  expect(match, rest).not.toBeNull();
  const digits = match![0].replace(/[^\d-]/g, '');
  const cents = Number(digits.replace('-', ''));
  const negative = match![0].includes('-');
  const found = negative ? -cents : cents;
  // The same amount written back in the language is what the PDF shows.
  expect(flat(match![0]).trim()).toBe(flat(formatEuros(found, language)));
  return found;
}
