import type { RecordName } from './account-records.ts';

/** Query keys of the account screens, for the hooks and every cache update. */
export const accountKeys = {
  record: (name: RecordName, id: number | null | undefined) => ['account', name, id ?? 0] as const,
  billingAddress: ['account', 'billing-address'] as const,
  deadlineCalendar: ['deadline-calendar'] as const,
};
