// Breaks web-feature-isolation (another feature) and web-only-domain-i18n (the server).
import { server } from '../../../../server/src/app.ts';
import { festival } from '../festivals/get-festival.ts';

export const films = [festival, server];
