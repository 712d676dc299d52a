import { Anchor, Group } from '@mantine/core';
import type { RouteKey } from '@shortlist/i18n/routes';
import { useCurrentRoute } from '../i18n/current-route.ts';
import { LocalizedLink } from '../i18n/localized-link.tsx';
import { useTranslation } from '../i18n/translation.tsx';

const TABS: Array<{ route: RouteKey; label: string }> = [
  { route: 'profileAccount', label: 'tabs.account' },
  { route: 'profileAddresses', label: 'tabs.addresses' },
  { route: 'profileSubscriptions', label: 'tabs.subscriptions' },
  { route: 'profileInvoices', label: 'tabs.invoices' },
];

/** The children of the profile (spec §2): profil, adresses, subscriptions, invoices. Shared: the subscriptions page is the orders feature's. */
export function ProfileTabs() {
  const { t } = useTranslation('account');
  const { key } = useCurrentRoute();
  return (
    <Group component="nav" aria-label={t('tabs.label')} gap="lg" className="profile-tabs">
      {TABS.map((tab) => (
        <Anchor
          key={tab.route}
          component={LocalizedLink}
          route={tab.route}
          fw={key === tab.route ? 700 : 500}
          underline={key === tab.route ? 'always' : 'hover'}
          aria-current={key === tab.route ? 'page' : undefined}
        >
          {t(tab.label)}
        </Anchor>
      ))}
    </Group>
  );
}
