import './auth.css';
import { Button } from '@telegram-apps/telegram-ui';
import { BrandScreen } from '../../ui/brand-screen';
import { SignInModal, useSignInModalState } from './sign-in-modal';

/**
 * The gate's signed-out state (docs/product.md#access-gate): 'Please sign in to continue' with the sign-in
 * dialog
 * over it. Its own chunk: signed-in visits never download the sign-in forms.
 */
export function SignedOutGate() {
  const [open, setOpen] = useSignInModalState();
  return (
    <>
      <BrandScreen text="Please sign in to continue" className="brand-screen--top">
        <Button size="l" stretched onClick={() => setOpen(true)}>
          Sign in
        </Button>
        <a className="btn btn--ghost" href="/">
          Back to the home page
        </a>
      </BrandScreen>
      <SignInModal open={open} onOpenChange={setOpen} />
    </>
  );
}
