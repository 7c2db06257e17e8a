import { REFERRAL_BONUS_REFERRED, REFERRAL_REWARD_REFERRER } from '@cum/shared/domain/referrals';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from '@telegram-apps/telegram-ui';
import { config } from '../../config';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { hapticNotification } from '../../lib/telegram-actions';
import { toast } from '../../ui/toast/toast-store';
import { copyText } from './clipboard';
import { referralCodeQuery } from './queries';
import { shareReferral } from './share';
import { shareLinksFor } from './share-links';

/** 'Your Referral Code': the code, Copy and Share. */
export function ReferralCodeCard() {
  const t = useT();
  const { data, isError } = useQuery(referralCodeQuery);
  const code = data?.referralCode;

  const copy = async () => {
    if (!code) return;
    if (await copyText(code)) {
      hapticNotification('success');
      toast({ title: t('referral-copied'), description: t('referral-code-copied') });
    } else {
      toast({ title: t('referral-error'), description: t('referral-copy-failed'), variant: 'destructive' });
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
        {t('referral-code-title')}
      </h2>
      <p className="referral-card__text">
        {t('referral-code-text', {
          referred: formatCum(REFERRAL_BONUS_REFERRED),
          referrer: formatCum(REFERRAL_REWARD_REFERRER),
        })}
      </p>
      {isError ? (
        <p className="referral-card__text">{t('referral-code-failed')}</p>
      ) : (
        <Skeleton visible={!code}>
          <output className="referral-code" data-testid="referral-code" aria-label={t('referral-code-aria')}>
            {code ?? 'XXXXXXXX'}
          </output>
        </Skeleton>
      )}
      <div className="referral-card__actions">
        <Button size="m" mode="bezeled" stretched disabled={!code} onClick={() => void copy()}>
          {t('referral-copy')}
        </Button>
        <Button size="m" stretched disabled={!code} onClick={share}>
          {t('referral-share')}
        </Button>
      </div>
    </section>
  );
}
