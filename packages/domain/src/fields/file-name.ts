import { z } from 'zod';
import { isPlainText, TEXT_INVALID } from './text.ts';

// Besides the control characters every text refuses: the line and paragraph separators (a name
// is one line) and the bidirectional embeddings, overrides and isolates, which make
// `film<U+202E>4pm.exe` display as `filmexe.mp4`. The plain direction marks (LRM, RLM, ALM) stay:
// Arabic and Hebrew names carry them, and they reorder nothing.
const FORMAT_CONTROL = /[\u2028-\u202E\u2066-\u2069]/u;

/** True when `value` may be a file's name: plain single-line text without bidirectional overrides. */
export function isFileName(value: string): boolean {
  return isPlainText(value) && !FORMAT_CONTROL.test(value);
}

/**
 * The name of an uploaded file as a request gives it (tus `filename`, `FichierOriginal`): refused
 * with INVALID when it holds a control character of any kind, before its length is checked.
 */
export function zFileName(options: { error?: string } = {}) {
  const { error } = options;
  return z.string(error ? { error } : undefined).refine(isFileName, { message: TEXT_INVALID, abort: true });
}
