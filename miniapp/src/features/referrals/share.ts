import { t } from '../../i18n/i18n';
import { telegramEnv } from '../../lib/telegram-env';
import { telegramSdk } from '../../lib/telegram-sdk';
import { toast } from '../../ui/toast/toast-store';
import { copyText } from './clipboard';
import { type ShareLinks, shareText, telegramShareSheetUrl } from './share-links';

/**
 * Shares the referral link: Telegram's share sheet inside Telegram (with the t.me deep link), the
 * Web Share API in a browser that has it, otherwise the message is copied (docs/product.md#referral).
 */
export async function shareReferral(code: string, links: ShareLinks): Promise<void> {
  const text = shareText(code);
  const sdk = telegramSdk();
  if (telegramEnv().inside && sdk) {
    const url = links.telegram ?? links.web;
    try {
      if (sdk.shareURL.isAvailable()) {
        sdk.shareURL(url, text);
        return;
      }
      if (sdk.openTelegramLink.isAvailable()) {
        sdk.openTelegramLink(telegramShareSheetUrl(url, text));
        return;
      }
    } catch (error) {
      console.warn('Telegram share failed, copying instead', error);
    }
  } else if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: t('referral-share-title'), text, url: links.web });
      return;
    } catch (error) {
      // The user closed the sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const copied = await copyText(`${text} ${links.web}`);
  if (copied) toast({ title: t('referral-copied'), description: t('referral-message-copied') });
  else {
    toast({
      title: t('referral-error'),
      description: t('referral-message-copy-failed'),
      variant: 'destructive',
    });
  }
}
