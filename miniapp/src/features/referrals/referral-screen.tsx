import '../../ui/screen.css';
import './referrals.css';
import { ReferralCodeCard } from './referral-code-card';
import { ReferralList } from './referral-list';
import { ReferralStats } from './referral-stats';
import { UseCodeCard } from './use-code-card';

/** Referral Program (/app/referral): docs/product.md#referral. */
export function ReferralScreen() {
  return (
    <div className="screen referral-screen">
      <h1 className="screen__title">Referral Program</h1>
      <ReferralStats />
      <ReferralCodeCard />
      <UseCodeCard />
      <ReferralList />
    </div>
  );
}
