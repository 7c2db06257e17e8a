import { Button, Input, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useApplyReferral } from './queries';

/**
 * Step 3's 'Have a Referral Code?' card; the trimmed code is sent, an empty one cannot be. A code
 * already applied to the account (a startapp or ?ref= link at sign-up) is shown as applied, never
 * offered again.
 */
export function ReferralCard({
  initialCode,
  alreadyApplied,
  onDone,
}: {
  initialCode: string;
  alreadyApplied: boolean;
  onDone: () => void;
}) {
  const [code, setCode] = useState(initialCode);
  const [applied, setApplied] = useState(false);
  const t = useT();
  const apply = useApplyReferral(() => {
    setApplied(true);
    setCode('');
  });
  const trimmed = code.trim();
  if (alreadyApplied && !applied) {
    return (
      <Section className="onboarding__card" header={t('referral-have-code')}>
        <div className="referral-card">
          <p className="referral-card__done" role="status" data-testid="referral-already-applied">
            {t('referral-already-applied')}
          </p>
        </div>
      </Section>
    );
  }
  return (
    <Section className="onboarding__card" header={t('referral-have-code')}>
      <div className="referral-card">
        {applied ? (
          <p className="referral-card__done" role="status">
            {t('referral-applied')}
          </p>
        ) : (
          <>
            <Input
              header={t('referral-code')}
              aria-label={t('referral-code')}
              placeholder={t('referral-enter')}
              autoCapitalize="characters"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button
              size="m"
              stretched
              disabled={!trimmed || apply.isPending}
              onClick={() => apply.run(trimmed)}
            >
              {apply.isPending ? t('referral-applying') : t('referral-apply')}
            </Button>
          </>
        )}
        {!applied && (
          <Button size="m" stretched mode="plain" onClick={onDone}>
            {t('referral-skip')}
          </Button>
        )}
      </div>
    </Section>
  );
}
