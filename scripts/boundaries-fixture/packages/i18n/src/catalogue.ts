// Breaks i18n-only-domain.
import { server } from '../../../apps/server/src/app.ts';

export const catalogue = server;
