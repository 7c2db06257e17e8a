import './auth.css';
import { Button } from '@telegram-apps/telegram-ui';
import { useT } from '../../i18n/use-t';
import { BrandScreen } from '../../ui/brand-screen';
import { SignInModal, useSignInModalState } from './sign-in-modal';

/**
 * The gate's signed-out state (docs/product.md#access-gate): 'Please sign in to continue' with the sign-in
 * dialog
 * over it. Its own chunk: signed-in visits never download the sign-in forms.
 */
export function SignedOutGate() {
  const t = useT();
  const [open, setOpen] = useSignInModalState();
  return (
    <>
      <BrandScreen text={t('auth-gate-text')} className="brand-screen--top">
        <Button size="l" stretched onClick={() => setOpen(true)}>
          {t('auth-sign-in')}
        </Button>
        <a className="btn btn--ghost" href="/">
          {t('auth-back-home')}
        </a>
      </BrandScreen>
      <SignInModal open={open} onOpenChange={setOpen} />
    </>
  );
}
