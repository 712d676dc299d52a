import { useBasketCount } from '../features/submissions/api/basket-count.ts';
import { useTranslation } from '../shared/i18n/translation.tsx';
import type { Session } from '../shared/session/api/get-session.ts';
import { isFestivalMember } from '../shared/session/landing.ts';
import { NavItem, type NavItemProps } from './nav-item.tsx';

/**
 * The signed-in links of the header (spec §2): dashboard, films, submissions, festivals, help with
 * the pending-ticket badge, cart with the entry-count badge, profile, invoices (the orders page,
 * where they are downloaded), log out. A badge shows only above zero. A festival member first
 * gets the way to the festival workspace (issue 31), to switch sides.
 */
export function SignedInNav({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  const { t } = useTranslation(['account', 'nav']);
  const tickets = session.NbTicketEnAttente ?? 0;
  // `GET inscriptions/panier` counts the basket; the session's count shows until it answers.
  const basket = useBasketCount(session.Id);
  const cart = basket.data ?? session.NbPanier ?? 0;
  const items: NavItemProps[] = [
    ...(isFestivalMember(session)
      ? [{ route: 'festivalSpace', label: t('account:header.festivalSpace') } satisfies NavItemProps]
      : []),
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
    { route: 'orders', label: t('account:header.invoices') },
    { route: 'logout', label: t('account:header.logout') },
  ];
  return (
    <>
      {items.map((item) => (
        <NavItem key={item.route} {...item} {...(onNavigate ? { onNavigate } : {})} />
      ))}
    </>
  );
}
