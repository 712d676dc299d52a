import {
  type VimeoCodeAnswer,
  type VimeoCodeRequest,
  ZVimeoCodeAnswer,
} from '@shortlist/domain/media/vimeo-connect';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * `POST vimeo/code`: the server checks the state, exchanges Vimeo's code for the token, keeps it
 * in an HttpOnly per-user cookie and answers the film and language to go back to.
 */
export async function exchangeVimeoCode(body: VimeoCodeRequest): Promise<VimeoCodeAnswer> {
  return ZVimeoCodeAnswer.parse(await apiRequest<unknown>('/api/vimeo/code', { method: 'POST', body }));
}
