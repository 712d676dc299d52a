import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { BillingAddressSlot } from '../shared/ui/billing-address-slot.ts';

// The profile's billing address form, loaded when the checkout asks for it.
const BillingAddressForm = lazy(() =>
  import('../features/account/components/billing-address-form.tsx').then((module) => ({
    default: module.BillingAddressForm,
  })),
);

/** The account feature's billing address form, for the checkout (features never import each other). */
export const BillingAddressBlock: BillingAddressSlot = ({ onSaved }) => (
  <Suspense fallback={<Loader size="sm" />}>
    <BillingAddressForm onSaved={onSaved} />
  </Suspense>
);
