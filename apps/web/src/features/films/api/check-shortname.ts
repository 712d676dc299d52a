import { type ShortnameCheckRequest, ZShortnameCheckAnswer } from '@shortlist/domain/films/publication-rules';
import { apiRequest } from '../../../shared/api/client.ts';

/** `POST films/check-shortname`: is this custom URL free for this film (its own counts as free)? */
export async function checkShortname(body: ShortnameCheckRequest): Promise<boolean> {
  const answer = await apiRequest<unknown>('/api/films/check-shortname', { method: 'POST', body });
  return ZShortnameCheckAnswer.parse(answer).available;
}
