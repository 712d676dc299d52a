import { z } from 'zod';
import { CAMPAIGN_STATUS, CRITERE_TYPE, EVENT_TYPE, QUESTION_TYPE } from './festival-campaign-values.ts';

// The values live in festival-campaign-values.ts (zod-free, for the web's first load).
export * from './festival-campaign-values.ts';

export const ZCampaignStatus = z.enum(CAMPAIGN_STATUS);
export const ZEventType = z.enum(EVENT_TYPE);
export const ZCritereType = z.enum(CRITERE_TYPE);
export const ZQuestionType = z.enum(QUESTION_TYPE);
