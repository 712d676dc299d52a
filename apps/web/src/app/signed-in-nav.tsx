import { Anchor, Badge, Group } from '@mantine/core';
import type { RouteKey } from '@shortlist/i18n/routes';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../shared/i18n/localized-link.tsx';
import type { Session } from '../shared/session/api/get-session.ts';

type Item = { route: RouteKey; label: string; badge?: { count: number; text: string } };

/**
 * The signed-in links of the header (spec §2): dashboard, films, submissions, festivals, help with
 * the pending-ticket badge, cart with the entry-count badge, profile, invoices, log out. The
 * badges show 0 until their features fill the counts.
 */
export function SignedInNav({ session }: { session: Session }) {
  const { t } = useTranslation(['account', 'nav']);
  const tickets = session.NbTicketEnAttente ?? 0;
  const cart = session.NbPanier ?? 0;
  const items: Item[] = [
    { route: 'dashboard', label: t('account:header.dashboard') },
    { route: 'films', label: t('account:header.films') },
    { route: 'submissions', label: t('account:header.submissions') },
    { route: 'festivals', label: t('nav:festivals') },
    {
      route: 'help',
      label: t('nav:help'),
      badge: { count: tickets, text: t('account:header.pendingTickets', { count: tickets }) },
    },
    {
      route: 'cart',
      label: t('account:header.cart'),
      badge: { count: cart, text: t('account:header.cartEntries', { count: cart }) },
    },
    { route: 'profile', label: t('account:header.profile') },
    { route: 'profileInvoices', label: t('account:header.invoices') },
    { route: 'logout', label: t('account:header.logout') },
  ];
  return (
    <>
      {items.map((item) => (
        <Anchor key={item.route} component={LocalizedLink} route={item.route} c="var(--mantine-color-text)">
          <Group component="span" gap={4} wrap="nowrap">
            {item.label}
            {item.badge && (
              <>
                <Badge size="sm" circle variant={item.badge.count ? 'filled' : 'light'} aria-hidden="true">
                  {item.badge.count}
                </Badge>
                <span className="visually-hidden">({item.badge.text})</span>
              </>
            )}
          </Group>
        </Anchor>
      ))}
    </>
  );
}
