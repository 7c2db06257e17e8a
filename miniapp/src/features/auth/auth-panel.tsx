import './auth.css';
import { SegmentedControl } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { EmailTab } from './email-tab';
import { TelegramTab } from './telegram-tab';
import { WalletTab } from './wallet-tab';

const tabs = ['Email', 'Wallet', 'Telegram'] as const;
type Tab = (typeof tabs)[number];

const features = [
  'Earn tokens through social interactions',
  'Complete tasks for rewards',
  'Stream-to-earn video platform',
  'Secure multi-method authentication',
];

/** The sign-in dialog's content (docs/product.md#sign-in), shared by the gate's modal and /login. */
export function AuthPanel() {
  const [tab, setTab] = useState<Tab>('Email');
  return (
    <div className="auth-panel">
      <SegmentedControl className="auth-panel__tabs" role="tablist" aria-label="Sign-in method">
        {tabs.map((name) => (
          <SegmentedControl.Item
            key={name}
            selected={tab === name}
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {name}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl>
      <div role="tabpanel" aria-label={`Sign in with ${tab}`}>
        {tab === 'Email' && <EmailTab />}
        {tab === 'Wallet' && <WalletTab />}
        {tab === 'Telegram' && <TelegramTab />}
      </div>
      <section className="auth-features" aria-label="Platform features">
        <h3 className="auth-features__title">Platform features</h3>
        <ul>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
