import { ApiRequestError, errorMessage } from '../../../shared/api/client.ts';

/** The types the server takes (it reads the type from the bytes; this only filters the picker). */
export const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's own sentence for a refused upload (it names the size limit or the dimensions). */
export function uploadError(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError) {
    const field = error.fields[0]?.message;
    return field && !/^[A-Z_]+$/.test(field) ? field : error.message || errorMessage(error, t);
  }
  return errorMessage(error, t);
}
