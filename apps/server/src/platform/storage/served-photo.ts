import type { FastifyReply } from 'fastify';
import type { StoredFile } from './media-storage.ts';

/** A stored photo to send, and who it was served to (decides how long caches keep it). */
export type ServedPhoto = { file: StoredFile; type: string; audience: 'public' | 'owner' };

/**
 * Sends a photo on a public image path. A name is never reused (a new upload gets a new random
 * name), but what it shows can turn private: public copies are kept an hour, the owner's (signed
 * in) are not stored at all.
 */
export function sendServedPhoto(reply: FastifyReply, served: ServedPhoto): FastifyReply {
  reply.header('cache-control', served.audience === 'public' ? 'public, max-age=3600' : 'private, no-store');
  reply.header('content-length', served.file.size);
  return reply.type(served.type).send(served.file.open());
}
