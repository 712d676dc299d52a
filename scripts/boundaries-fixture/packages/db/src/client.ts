// Breaks db-only-domain.
import { catalogue } from '../../i18n/src/catalogue.ts';

export const client = catalogue;
