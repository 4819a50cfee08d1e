export type BottomNavIcon = 'club' | 'schedule' | 'shop';

export interface BottomNavItem {
  label: string;
  to: string;
  icon: BottomNavIcon;
}

/** Spec §2 bottom navigation: Club, Schedule (only with a team), Shop. */
export function bottomNavItems({
  clubHref,
  hasTeam,
}: {
  clubHref: string;
  hasTeam: boolean;
}): BottomNavItem[] {
  const items: BottomNavItem[] = [{ label: 'Club', to: clubHref, icon: 'club' }];
  if (hasTeam) items.push({ label: 'Schedule', to: '/events', icon: 'schedule' });
  items.push({ label: 'Shop', to: '/marketplace', icon: 'shop' });
  return items;
}
