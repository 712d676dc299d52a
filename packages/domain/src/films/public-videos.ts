import type { VideoType } from '../media/video-rules.ts';
import type { Sharing } from './publication-rules.ts';

/**
 * Which of a film's videos its public page may play (spec §4): limited sharing (free) shows the
 * trailer only; full sharing (a running SuperStamp) publishes the film video too (spec §1 "full
 * video publication"). The viewing copy of a film without one is for festivals only.
 */
export function canPlayPublicly(type: VideoType, sharing: Sharing): boolean {
  return type === 'trailer' || sharing === 'full';
}
