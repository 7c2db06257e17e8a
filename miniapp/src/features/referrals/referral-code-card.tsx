import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from '@telegram-apps/telegram-ui';
import { config } from '../../config';
import { hapticNotification } from '../../lib/telegram-actions';
import { toast } from '../../ui/toast/toast-store';
import { copyText } from './clipboard';
import { referralCodeQuery } from './queries';
import { shareReferral } from './share';
import { shareLinksFor } from './share-links';

/** 'Your Referral Code': the code, Copy and Share. */
export function ReferralCodeCard() {
  const { data, isError } = useQuery(referralCodeQuery);
  const code = data?.referralCode;

  const copy = async () => {
    if (!code) return;
    if (await copyText(code)) {
      hapticNotification('success');
      toast({ title: 'Copied!', description: 'Referral code copied to clipboard' });
    } else {
      toast({ title: 'Error', description: 'Could not copy the referral code', variant: 'destructive' });
    }
  };

  const share = () => {
    if (!code || !data) return;
    const links = shareLinksFor(code, data, {
      origin: window.location.origin,
      botUsername: config.botUsername,
      appName: config.telegramAppName,
    });
    void shareReferral(code, links);
  };

  return (
    <section className="referral-card" aria-labelledby="referral-code-title">
      <h2 id="referral-code-title" className="referral-card__title">
        Your Referral Code
      </h2>
      <p className="referral-card__text">
        Friends who join with your code get 100 $CUM. You get 500 $CUM when they finish onboarding.
      </p>
      {isError ? (
        <p className="referral-card__text">Could not load your referral code.</p>
      ) : (
        <Skeleton visible={!code}>
          <output className="referral-code" data-testid="referral-code" aria-label="Your referral code">
            {code ?? 'XXXXXXXX'}
          </output>
        </Skeleton>
      )}
      <div className="referral-card__actions">
        <Button size="m" mode="bezeled" stretched disabled={!code} onClick={() => void copy()}>
          Copy Code
        </Button>
        <Button size="m" stretched disabled={!code} onClick={share}>
          Share
        </Button>
      </div>
    </section>
  );
}
