import './auth.css';
import { SegmentedControl } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { EmailTab } from './email-tab';
import { TelegramTab } from './telegram-tab';
import { WalletTab } from './wallet-tab';

const tabs = ['email', 'wallet', 'telegram'] as const;
type Tab = (typeof tabs)[number];

const features = ['auth-feature-1', 'auth-feature-2', 'auth-feature-3', 'auth-feature-4'];

/** The sign-in dialog's content (docs/product.md#sign-in), shared by the gate's modal and /login. */
export function AuthPanel() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('email');
  return (
    <div className="auth-panel">
      <SegmentedControl className="auth-panel__tabs" role="tablist" aria-label={t('auth-methods-aria')}>
        {tabs.map((name) => (
          <SegmentedControl.Item
            key={name}
            selected={tab === name}
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {t(`auth-method-${name}`)}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl>
      <div role="tabpanel" aria-label={t('auth-sign-in-with', { method: t(`auth-method-${tab}`) })}>
        {tab === 'email' && <EmailTab />}
        {tab === 'wallet' && <WalletTab />}
        {tab === 'telegram' && <TelegramTab />}
      </div>
      <section className="auth-features" aria-label={t('auth-features-title')}>
        <h3 className="auth-features__title">{t('auth-features-title')}</h3>
        <ul>
          {features.map((feature) => (
            <li key={feature}>{t(feature)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
