import { Button, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
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
  const t = useT();
  return (
    <div className="onboarding__step">
      <div className="onboarding__icon onboarding__icon--age" aria-hidden="true">
        18+
      </div>
      <h1 className="onboarding__title">{t('age-title')}</h1>
      <p className="onboarding__text">{t('age-text')}</p>
      <Section className="onboarding__card">
        <label className="age-check">
          <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
          <span>{t('age-confirm')}</span>
        </label>
      </Section>
      <div className="onboarding__actions">
        <Button size="l" stretched disabled={!checked || confirm.isPending} onClick={() => confirm.mutate()}>
          {confirm.isPending ? t('age-confirming') : t('age-yes')}
        </Button>
        <Button size="l" stretched mode="plain" onClick={() => void logout()}>
          {t('age-no')}
        </Button>
      </div>
    </div>
  );
}
