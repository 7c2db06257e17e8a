import { useT } from '../i18n/use-t';
import { telegramSdk } from '../lib/telegram-sdk';
import { BrandScreen } from '../ui/brand-screen';

/** Closes the mini-app; Telegram then opens it again from the bot with fresh launch data. */
function closeMiniApp(): void {
  const sdk = telegramSdk();
  if (!sdk) return;
  try {
    if (sdk.closeMiniApp.isAvailable()) sdk.closeMiniApp();
    else sdk.postEvent('web_app_close');
  } catch (error) {
    console.warn('Could not close the mini-app', error);
  }
}

/**
 * Inside Telegram the only way to sign in is the launch data Telegram hands over; when the server
 * refuses it (expired, or signed for another bot), the web's email sheet would help nobody. This says
 * what happened and how to fix it.
 */
export function TelegramSessionScreen() {
  const t = useT();
  return (
    <BrandScreen text={t('session-expired')}>
      <button type="button" className="btn btn--primary" onClick={closeMiniApp}>
        {t('session-close')}
      </button>
    </BrandScreen>
  );
}
