import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LocalizedLink } from '../../../shared/i18n/localized-link.tsx';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useBillingAddressForm } from '../../../shared/ui/billing-address-slot.ts';

/**
 * The checkout's billing address (issue 32): an order asking money with the address incomplete
 * shows the address form in place, and a saved address hands back to the payment (`onSaved`);
 * a complete one can be edited here too. Outside the payment form (forms never nest).
 */
export function CheckoutBilling({
  complete,
  moneyDue,
  onSaved,
}: {
  complete: boolean;
  moneyDue: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('orders');
  const BillingForm = useBillingAddressForm();
  const [editing, setEditing] = useState(false);
  const needsAddress = moneyDue && !complete;

  if (BillingForm && (needsAddress || editing)) {
    return (
      <Stack gap="xs" data-testid="checkout-billing">
        {needsAddress && (
          <Alert color="yellow" role="note">
            <Text size="sm">{t('checkout.billingNeeded')}</Text>
          </Alert>
        )}
        <BillingForm
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
        />
        {!needsAddress && (
          <Anchor component="button" type="button" size="sm" onClick={() => setEditing(false)}>
            {t('checkout.billingDone')}
          </Anchor>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="billing-title" data-testid="checkout-billing">
      <Title order={2} size="h4" id="billing-title">
        {t('checkout.billing')}
      </Title>
      {complete ? (
        <Text size="sm">{t('checkout.billingComplete')}</Text>
      ) : (
        <Alert color={needsAddress ? 'yellow' : 'gray'} role="note">
          <Text size="sm">{t(needsAddress ? 'checkout.billingNeeded' : 'checkout.billingOptional')}</Text>
        </Alert>
      )}
      {BillingForm ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setEditing(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('checkout.billingEdit')}
        </Button>
      ) : (
        <Anchor component={LocalizedLink} route="profileAddresses" size="sm">
          {t('checkout.billingEdit')}
        </Anchor>
      )}
    </Stack>
  );
}
