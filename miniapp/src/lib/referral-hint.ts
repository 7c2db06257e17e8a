/**
 * A friend's referral link opens the landing page with `?ref=CODE`; the code must survive the way to
 * onboarding (Launch App, sign-in, full page loads). It is kept for the tab in session storage and
 * onboarding's step 3 prefills it (the page's own `?ref=` first).
 */
const key = 'referralCode';
const codePattern = /^[A-Za-z0-9_-]{1,32}$/;

export function rememberReferralFromUrl(search: string = window.location.search): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || !codePattern.test(code)) return;
  try {
    sessionStorage.setItem(key, code);
  } catch {
    // Storage disabled: the code can still be typed in.
  }
}

export function rememberedReferralCode(): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}
