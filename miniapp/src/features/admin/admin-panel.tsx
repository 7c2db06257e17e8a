import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { hapticSelection } from '../../lib/telegram-actions';
import { ActivityTab } from './activity-tab';
import { DashboardTab } from './dashboard-tab';
import { ReviewTab } from './review-tab';
import { RoomsTab } from './rooms-tab';
import { TasksTab } from './tasks-tab';
import { UserPage } from './user-page';
import { UsersTab } from './users-tab';
import './admin-panel.css';
import './admin-controls.css';
import './admin-dashboard.css';
import './admin-table.css';
import './admin-dialog.css';
import './admin-user.css';

const tabs = [
  { id: 'dashboard', label: 'Dashboard', Component: DashboardTab },
  { id: 'users', label: 'Users', Component: UsersTab },
  { id: 'review', label: 'Review', Component: ReviewTab },
  { id: 'tasks', label: 'Tasks', Component: TasksTab },
  { id: 'rooms', label: 'Rooms', Component: RoomsTab },
  { id: 'activity', label: 'Activity', Component: ActivityTab },
] as const;
type TabId = (typeof tabs)[number]['id'];

/**
 * The admin panel: six tabs, only the active one mounted, so only its queries poll. The tab lives
 * in the address (?tab=users) so a reload or a shared link opens the same tab; ?user=<id> opens one
 * user's page in place of the tab (under Users).
 */
export function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('user');
  const active = tabs.find((t) => t.id === (userId ? 'users' : params.get('tab'))) ?? tabs[0];
  const select = (id: TabId) => {
    hapticSelection();
    setParams(id === 'dashboard' ? {} : { tab: id }, { replace: true });
  };
  const { Component } = active;

  return (
    <div className="admin">
      <header className="admin__header">
        {/* The panel has no app bars: on the web this is the way back (inside Telegram too). */}
        <Link className="admin__back" to={paths.app}>
          ← Back to app
        </Link>
        <h1 className="admin__title">Admin Panel</h1>
        <p className="admin__subtitle">Manage users, tasks, rooms and platform activity</p>
      </header>
      <nav className="admin__tabs" aria-label="Admin sections">
        {/* Own tab strip: Telegram UI's TabsList squeezes five labels into equal cells and cuts them. */}
        <div role="tablist" className="admin-tabs">
          {tabs.map((t) => (
            <button
              type="button"
              role="tab"
              key={t.id}
              id={`admin-tab-${t.id}`}
              className="admin-tabs__tab"
              aria-selected={t.id === active.id}
              aria-controls="admin-tabpanel"
              onClick={() => select(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
      </nav>
      <main
        id="admin-tabpanel"
        className="admin__body"
        role="tabpanel"
        aria-labelledby={`admin-tab-${active.id}`}
      >
        {userId ? <UserPage key={userId} userId={userId} /> : <Component />}
      </main>
    </div>
  );
}
