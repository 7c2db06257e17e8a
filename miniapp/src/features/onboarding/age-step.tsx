import { Button, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { logout } from '../../lib/session';
import { useConfirmAge } from './queries';

/**
 * Adults only (docs/product.md#adults-only): before anything else the user confirms being 18 or
 * older. The server keeps when (ageConfirmedAt); without it onboarding cannot complete and no /app
 * screen opens.
 */
export function AgeStep() {
  const [checked, setChecked] = useState(false);
  const confirm = useConfirmAge();
  return (
    <div className="onboarding__step">
      <div className="onboarding__icon onboarding__icon--age" aria-hidden="true">
        18+
      </div>
      <h1 className="onboarding__title">Adults only</h1>
      <p className="onboarding__text">
        $CUM is a rewards platform for adult entertainment. You must be 18 years or older to use it.
      </p>
      <Section className="onboarding__card">
        <label className="age-check">
          <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
          <span>I confirm that I am 18 years of age or older</span>
        </label>
      </Section>
      <div className="onboarding__actions">
        <Button size="l" stretched disabled={!checked || confirm.isPending} onClick={() => confirm.mutate()}>
          {confirm.isPending ? 'Confirming...' : 'I am 18 or older'}
        </Button>
        <Button size="l" stretched mode="plain" onClick={() => void logout()}>
          I am under 18: leave
        </Button>
      </div>
    </div>
  );
}
