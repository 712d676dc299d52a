import { Badge, Group } from '@mantine/core';
import { localizedPath, type RouteKey, type RouteParams } from '@shortlist/i18n/routes';
import { NavLink } from 'react-router';
import { useLanguage } from '../shared/i18n/current-route.ts';

export type NavItemProps = {
  route: RouteKey;
  /** The route's parameters (the festival workspace's links name their festival). */
  params?: RouteParams;
  label: string;
  /** A count shown beside the label when above zero, with its sentence for screen readers. */
  badge?: { count: number; text: string };
  onNavigate?: () => void;
};

/**
 * A header link in the current language; the link of the page shown carries
 * `aria-current="page"` (React Router's NavLink) and is styled as current.
 */
export function NavItem({ route, params, label, badge, onNavigate }: NavItemProps) {
  const language = useLanguage();
  return (
    <NavLink
      to={localizedPath(route, language, params)}
      end={route === 'home'}
      className="nav-item"
      {...(onNavigate ? { onClick: onNavigate } : {})}
    >
      <Group component="span" gap={4} wrap="nowrap">
        {label}
        {badge && badge.count > 0 && (
          <>
            <Badge size="sm" circle variant="filled" aria-hidden="true">
              {badge.count}
            </Badge>
            <span className="visually-hidden">({badge.text})</span>
          </>
        )}
      </Group>
    </NavLink>
  );
}
