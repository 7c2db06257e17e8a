import { Tabbar } from '@telegram-apps/telegram-ui';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { hapticSelection } from '../../lib/telegram-actions';
import { Icon, type IconName } from '../../ui/icons';
import { paths } from '../paths';
import { LazyMoreSheet } from './lazy-sheets';
import type { MoreItem } from './sheets';

interface NavItem {
  /** Message id (shared/locales/<code>/app.ftl). */
  label: string;
  icon: IconName;
  to: string;
}

/** The four direct tabs; the fifth column is More. */
const tabs: NavItem[] = [
  { label: 'nav-home', icon: 'home', to: paths.app },
  { label: 'nav-tasks', icon: 'tasks', to: paths.tasks },
  { label: 'nav-play', icon: 'play', to: paths.play },
  { label: 'nav-games', icon: 'games', to: paths.games },
];

/**
 * The More sheet (docs/product.md#shell-header-and-navigation). Settings opens the profile screen's settings
 * tab.
 */
const moreItems: MoreItem[] = [
  { label: 'nav-leaderboard', icon: 'trophy', to: paths.leaderboard },
  { label: 'nav-rooms', icon: 'rooms', to: paths.rooms },
  { label: 'nav-upgrades', icon: 'upgrades', to: paths.upgrades },
  { label: 'nav-store', icon: 'store', to: paths.store },
  { label: 'nav-referral', icon: 'referral', to: paths.referral },
  { label: 'nav-profile', icon: 'profile', to: paths.profile },
  { label: 'nav-settings', icon: 'settings', to: `${paths.profile}?tab=settings` },
  { label: 'nav-help', icon: 'help', to: paths.help },
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
  const t = useT();

  const go = (to: string) => {
    hapticSelection();
    setMoreOpen(false);
    navigate(to);
  };

  return (
    <>
      <nav aria-label={t('nav-main')}>
        <Tabbar className="bottom-nav">
          {[
            ...tabs.map((tab) => (
              <Tabbar.Item
                key={tab.label}
                text={t(tab.label)}
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
              text={t('nav-more')}
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
            items={moreItems.map((item) => ({ ...item, label: t(item.label) }))}
            current={pathname}
            onSelect={go}
          />
        </Suspense>
      )}
    </>
  );
}
