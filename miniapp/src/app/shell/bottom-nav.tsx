import { Tabbar } from '@telegram-apps/telegram-ui';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hapticSelection } from '../../lib/telegram-actions';
import { Icon, type IconName } from '../../ui/icons';
import { paths } from '../paths';
import { LazyMoreSheet } from './lazy-sheets';
import type { MoreItem } from './sheets';

interface NavItem {
  label: string;
  icon: IconName;
  to: string;
}

/** The four direct tabs; the fifth column is More. */
const tabs: NavItem[] = [
  { label: 'Home', icon: 'home', to: paths.app },
  { label: 'Tasks', icon: 'tasks', to: paths.tasks },
  { label: 'Play', icon: 'play', to: paths.play },
  { label: 'Games', icon: 'games', to: paths.games },
];

/**
 * The More sheet (docs/product.md#shell-header-and-navigation). Settings opens the profile screen's settings
 * tab.
 */
const moreItems: MoreItem[] = [
  { label: 'Leaderboard', icon: 'trophy', to: paths.leaderboard },
  { label: 'Rooms', icon: 'rooms', to: paths.rooms },
  { label: 'Upgrades', icon: 'upgrades', to: paths.upgrades },
  { label: 'Store', icon: 'store', to: paths.store },
  { label: 'Referral', icon: 'referral', to: paths.referral },
  { label: 'Profile', icon: 'profile', to: paths.profile },
  { label: 'Settings', icon: 'settings', to: `${paths.profile}?tab=settings` },
  { label: 'Help', icon: 'help', to: paths.help },
];

/** More is highlighted on any of its screens. */
const morePaths = new Set<string>([
  paths.leaderboard,
  paths.rooms,
  paths.upgrades,
  paths.store,
  paths.referral,
  paths.profile,
  paths.help,
]);

/**
 * docs/product.md#shell-header-and-navigation: five columns, Home, Tasks, Play, Games and More (a bottom
 * sheet).
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [moreOpen, setMoreOpen] = useState(false);
  // Mounted from the first opening on, so the sheet can animate closed.
  const [moreUsed, setMoreUsed] = useState(false);

  const go = (to: string) => {
    hapticSelection();
    setMoreOpen(false);
    navigate(to);
  };

  return (
    <>
      <nav aria-label="Main">
        <Tabbar className="bottom-nav">
          {[
            ...tabs.map((tab) => (
              <Tabbar.Item
                key={tab.label}
                text={tab.label}
                selected={pathname === tab.to}
                data-selected={pathname === tab.to}
                aria-current={pathname === tab.to ? 'page' : undefined}
                onClick={() => go(tab.to)}
              >
                <Icon name={tab.icon} />
              </Tabbar.Item>
            )),
            <Tabbar.Item
              key="More"
              text="More"
              selected={morePaths.has(pathname)}
              data-selected={morePaths.has(pathname)}
              aria-haspopup="dialog"
              aria-expanded={moreOpen}
              onClick={() => {
                setMoreUsed(true);
                setMoreOpen(true);
              }}
            >
              <Icon name="more" />
            </Tabbar.Item>,
          ]}
        </Tabbar>
      </nav>
      {moreUsed && (
        <Suspense fallback={null}>
          <LazyMoreSheet
            open={moreOpen}
            onOpenChange={setMoreOpen}
            items={moreItems}
            current={pathname}
            onSelect={go}
          />
        </Suspense>
      )}
    </>
  );
}
