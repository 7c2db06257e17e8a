import { REFERRAL_BONUS_REFERRED } from '@cum/shared/domain/referrals';
import { t } from '../../i18n/i18n';
import { formatCum } from '../../lib/format';

/**
 * Referral share links (docs/product.md#referral). The API answers them with the code; this builds
 * the same links from the build config when an answer lacks one, until `shared/src/domain/deep-links.ts`
 * (the bot's builder) lands and both use it.
 */
export interface ShareLinks {
  /** PUBLIC_URL/?ref=CODE: opens the site with the code prefilled. */
  web: string;
  /** t.me link that opens the mini-app (or the bot) with ref_CODE, or null without a bot username. */
  telegram: string | null;
}

export interface LinkConfig {
  origin: string;
  botUsername?: string;
  appName?: string;
}

export function buildShareLinks(code: string, config: LinkConfig): ShareLinks {
  const c = encodeURIComponent(code);
  const base = config.origin.replace(/\/+$/, '');
  let telegram: string | null = null;
  if (config.botUsername && config.appName) {
    telegram = `https://t.me/${config.botUsername}/${config.appName}?startapp=ref_${c}`;
  } else if (config.botUsername) {
    telegram = `https://t.me/${config.botUsername}?start=ref_${c}`;
  }
  return { web: `${base}/?ref=${c}`, telegram };
}

/** What the API answered with the code; its links win (it knows PUBLIC_URL and the bot). */
export interface ServerLinks {
  shareUrl: string;
  telegramBotUrl: string | null;
  telegramAppUrl: string | null;
}

export function shareLinksFor(code: string, server: ServerLinks | undefined, config: LinkConfig): ShareLinks {
  const local = buildShareLinks(code, config);
  return {
    web: server?.shareUrl || local.web,
    telegram: server?.telegramAppUrl || server?.telegramBotUrl || local.telegram,
  };
}

/** The text sent with the link, in the sender's language; the bonus is the shared constant's. */
export const shareText = (code: string) =>
  t('referral-share-text', { referred: formatCum(REFERRAL_BONUS_REFERRED), code });

/** Telegram's share sheet as a t.me link, for clients without the native shareURL method. */
export function telegramShareSheetUrl(url: string, text: string): string {
  return `https://t.me/share/url?${new URLSearchParams({ url, text }).toString()}`;
}
