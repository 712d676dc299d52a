// Breaks platform-is-mechanisms.
import { filmRule } from '../shared-kernel/film-rule.ts';

export const mechanism = filmRule;
