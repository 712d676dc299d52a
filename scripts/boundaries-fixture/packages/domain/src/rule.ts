// Breaks domain-imports-nothing-ours.
import { client } from '../../db/src/client.ts';

export const rule = client;
