// Breaks web-shared-no-feature-no-app.
import { festival } from '../features/festivals/get-festival.ts';

export const shared = festival;
