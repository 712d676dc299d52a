import type { VimeoTokenRequest } from '@shortlist/domain/media/vimeo';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';

const ZAnswer = z.object({ IdFilm: z.number().int(), expires: z.iso.datetime({ offset: true }) });

/** `POST vimeo/token`: the server keeps the returned access token in an HttpOnly per-user cookie. */
export async function saveVimeoToken(body: VimeoTokenRequest): Promise<z.infer<typeof ZAnswer>> {
  return ZAnswer.parse(await apiRequest<unknown>('/api/vimeo/token', { method: 'POST', body }));
}
