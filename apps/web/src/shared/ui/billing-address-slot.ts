import { type ComponentType, createContext, useContext } from 'react';

/**
 * The billing address form (`features/account`) that the checkout shows in place, so that a
 * filmmaker completes the address without leaving the payment step (issue 32). Features never
 * import each other, so the app hands it over through this context (`app/providers.tsx`); null
 * where no app provides it. `onSaved` follows a save that reached the server.
 */
export type BillingAddressSlot = ComponentType<{ onSaved: () => void }>;

export const BillingAddressFormContext = createContext<BillingAddressSlot | null>(null);

export function useBillingAddressForm(): BillingAddressSlot | null {
  return useContext(BillingAddressFormContext);
}
