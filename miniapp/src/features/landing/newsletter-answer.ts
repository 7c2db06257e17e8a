import { currentLanguage, t } from '../../i18n/i18n';
import type { LightResult } from '../../lib/public-api';

/**
 * The newsletter's refusal in the user's language (issue 28). English keeps the server's sentence
 * (docs/product.md#calls-and-errors); other languages word the server's reason with its figure
 * (a sign-up too soon after another names the seconds to wait), a refused address, else the form's
 * own fallback. The landing page has its own small catalog, so the keys live in landing.ftl.
 */
export function newsletterRefusal(result: LightResult, fallbackKey: string): string {
  if (currentLanguage() === 'en') return result.message || t(fallbackKey);
  const seconds = result.params?.seconds;
  if (result.reason === 'rate-limited' && typeof seconds === 'number')
    return t('landing-newsletter-rate-limited', { seconds });
  if (result.error === 'bad_request') return t('landing-newsletter-invalid-email');
  if (result.status === 0 || result.error === 'service_unavailable') return t('landing-newsletter-offline');
  return t(fallbackKey);
}
