import '../../ui/screen.css';
import './referrals.css';
import { useT } from '../../i18n/use-t';
import { ReferralCodeCard } from './referral-code-card';
import { ReferralList } from './referral-list';
import { ReferralStats } from './referral-stats';
import { UseCodeCard } from './use-code-card';

/** Referral Program (/app/referral): docs/product.md#referral. */
export function ReferralScreen() {
  const t = useT();
  return (
    <div className="screen referral-screen">
      <h1 className="screen__title">{t('referral-title')}</h1>
      <ReferralStats />
      <ReferralCodeCard />
      <UseCodeCard />
      <ReferralList />
    </div>
  );
}
