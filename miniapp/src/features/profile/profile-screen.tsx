import '../../ui/screen.css';
import './profile.css';
import type { User } from '@cum/shared/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { Placeholder, SegmentedControl } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { currentUserQuery } from '../../lib/session';
import { hapticSelection } from '../../lib/telegram-actions';
import { ActivityTab } from './activity-tab';
import { ProfileHeader } from './profile-header';
import { ProfileTab } from './profile-tab';
import { ProfileTiles } from './profile-tiles';
import { SettingsTab } from './settings-tab';
import { useProfileEditor } from './use-profile-editor';

const tabs = ['Profile', 'Settings', 'Activity'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: Record<Tab, string> = {
  Profile: 'profile-tab-profile',
  Settings: 'profile-tab-settings',
  Activity: 'profile-tab-activity',
};

/** Profile (/app/profile): docs/product.md#profile. */
export function ProfileScreen() {
  const { data: user } = useQuery(currentUserQuery);
  const t = useT();
  if (!user) return <Placeholder description={t('profile-loading')} />;
  return <ProfileContent user={user} />;
}

/** `?tab=settings` or `?tab=activity` opens that tab (the avatar menu's Settings, links from Help). */
function initialTab(param: string | null): Tab {
  return tabs.find((name) => name.toLowerCase() === param?.toLowerCase()) ?? 'Profile';
}

function ProfileContent({ user }: { user: User }) {
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => initialTab(searchParams.get('tab')));
  const editor = useProfileEditor(user);
  const t = useT();
  const startEditing = () => {
    setTab('Profile');
    editor.startEditing();
  };

  return (
    <div className="screen profile-screen">
      <ProfileHeader user={user} editor={{ ...editor, startEditing }} />
      <ProfileTiles user={user} />
      <div className="profile-tabs">
        <SegmentedControl role="tablist" aria-label={t('profile-sections')}>
          {tabs.map((name) => (
            <SegmentedControl.Item
              key={name}
              role="tab"
              id={`profile-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="profile-tabpanel"
              selected={tab === name}
              onClick={() => {
                if (tab !== name) hapticSelection();
                setTab(name);
              }}
            >
              {t(tabLabels[name])}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl>
      </div>
      <div
        id="profile-tabpanel"
        role="tabpanel"
        aria-labelledby={`profile-tab-${tab}`}
        className="profile-panel"
      >
        {tab === 'Profile' && <ProfileTab user={user} editor={editor} />}
        {tab === 'Settings' && <SettingsTab user={user} />}
        {tab === 'Activity' && <ActivityTab />}
      </div>
    </div>
  );
}
