import { Button, Input, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useApplyReferral } from './queries';

/** Step 3's 'Have a Referral Code?' card; the trimmed code is sent, an empty one cannot be. */
export function ReferralCard({ initialCode, onDone }: { initialCode: string; onDone: () => void }) {
  const [code, setCode] = useState(initialCode);
  const [applied, setApplied] = useState(false);
  const apply = useApplyReferral(() => {
    setApplied(true);
    setCode('');
  });
  const trimmed = code.trim();
  return (
    <Section className="onboarding__card" header="Have a Referral Code?">
      <div className="referral-card">
        {applied ? (
          <p className="referral-card__done" role="status">
            Referral code applied. Your bonus is on its way.
          </p>
        ) : (
          <>
            <Input
              header="Referral code"
              aria-label="Referral code"
              placeholder="Enter code"
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
              {apply.isPending ? 'Applying...' : 'Apply Code'}
            </Button>
          </>
        )}
        {!applied && (
          <Button size="m" stretched mode="plain" onClick={onDone}>
            Skip for now
          </Button>
        )}
      </div>
    </Section>
  );
}
