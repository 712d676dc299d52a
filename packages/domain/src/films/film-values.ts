import { z } from 'zod';
import { BROADCAST_SOURCES, DOCUMENT_TYPES, PHOTO_TYPES } from './film-value-lists.ts';

// The values and limits live in film-value-lists.ts (zod-free, for the web's first load).
export * from './film-value-lists.ts';

export const ZPublication = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'INVALID' });
export const ZPhotoType = z.enum(PHOTO_TYPES, { error: 'INVALID' });
export const ZDocumentType = z.enum(DOCUMENT_TYPES, { error: 'INVALID' });
export const ZBroadcastSource = z.enum(BROADCAST_SOURCES, { error: 'INVALID' });
