import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/translation.tsx';
import { useSession } from '../../../shared/session/api/get-session.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { PageSkeleton } from '../../../shared/ui/page-skeleton.tsx';
import { ProfileTabs } from '../../../shared/ui/profile-tabs.tsx';
import { BillingAddressForm } from '../components/billing-address-form.tsx';
import { PostalAddressForm } from '../components/postal-address-form.tsx';

/** `profile/addresses` (`profil/adresses` in French, spec §2): the postal and the billing address. */
export function AddressesPage() {
  const { t } = useTranslation('account');
  const { session } = useSession();
  if (!session) return <PageSkeleton />;
  return (
    <PageContainer narrow py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('addresses.title')}</Title>
        <ProfileTabs />
        <PostalAddressForm key={`a${session.IdAdresse}`} id={session.IdAdresse} />
        <BillingAddressForm />
      </Stack>
    </PageContainer>
  );
}
