import type { Db } from '@shortlist/db/client';
import type { CampaignStatus } from '@shortlist/domain/festival-campaign';
import type { CallPreview, FestivalCall } from '@shortlist/domain/festival-space/call-contracts';
import type { CallActor, CallEvent } from '@shortlist/domain/festivals/call-lifecycle';
import type { Language } from '@shortlist/domain/languages';

/**
 * What the calls page needs of the festivals area, which owns the calls (`campagne`): its list
 * of a festival's calls (`festivals/festival-calls.ts`), its one writer of a call's status
 * (`festivals/call-transition.ts`) and the festival page with one call (`festivals/call-preview.ts`), given by the composition root (`user-api/routes.ts`).
 */
export type CallPorts = {
  listFestivalCalls: (db: Db, options: { festivalId: number; callId?: number }) => Promise<FestivalCall[]>;
  transitionCall: (
    tx: Db,
    options: {
      callId: number;
      festivalId?: number | undefined;
      event: CallEvent;
      actor: CallActor;
      accountId?: number | undefined;
      now: Date;
    },
  ) => Promise<{ from: CampaignStatus; to: CampaignStatus }>;
  previewCallPage: (
    db: Db,
    options: { festivalId: number; callId: number; language: Language; now: Date },
  ) => Promise<CallPreview>;
};
