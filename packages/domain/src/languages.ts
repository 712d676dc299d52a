import { z } from 'zod';

// The constants and rules live in language-list.ts (zod-free, for the web's first load).
export * from './language-list.ts';

export const ZLanguage = z.enum(['en', 'fr', 'es', 'it', 'pt']);
