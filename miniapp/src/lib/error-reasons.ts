import type { ErrorDetail, ErrorReason, ReasonParams } from '@cum/shared/contract/errors';
import { type Args, locale, t } from '../i18n/i18n';
import { formatCum } from './format';
import { storeItemTitle, upgradeTitle } from './shop-texts';

/**
 * The server's domain refusals in the user's language (issue 28): each reason's params become the
 * arguments of `error-reason-<reason>` in the app catalog. Counts stay numbers (the catalog's plural
 * selectors need them; Fluent writes them with Intl in the language's digits), amounts are formatted
 * like every amount of the app, durations become "5 minutes" phrases, moments the local clock time.
 * Loaded with error-translations.ts, only for languages other than English.
 */
type Mapping<R extends ErrorReason> = (params: ReasonParams<R>) => Args;

/** "2 hours 5 minutes" (the `wait-*` phrases), whole minutes or seconds as the server counted them. */
export function waitPhrase(totalSeconds: number): string {
  if (totalSeconds < 60) return t('wait-seconds', { seconds: totalSeconds });
  const minutes = Math.ceil(totalSeconds / 60);
  if (minutes < 60) return t('wait-minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return t('wait-hours', { hours });
  return t('wait-hours-minutes', {
    hours: t('wait-hours', { hours }),
    minutes: t('wait-minutes', { minutes: rest }),
  });
}

const clockTime = (iso: string) =>
  new Intl.DateTimeFormat(locale(), { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
const dateTime = (iso: string) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const item = (id: string) => storeItemTitle({ id, title: id });
const upgrade = (id: string) => upgradeTitle({ id, title: id });

/** The reasons whose sentence carries figures; every other reason's params are empty. */
type ReasonWithParams = {
  [R in ErrorReason]: [ReasonParams<R>] extends [Record<string, never>] ? never : R;
}[ErrorReason];

/** One mapping per reason with params (the type makes the list complete); the rest take no arguments. */
const mappings: { [R in ReasonWithParams]: Mapping<R> } = {
  'reward-too-early': (p) => ({ wait: waitPhrase(p.minutes * 60), time: clockTime(p.nextAt) }),
  'store-unavailable': (p) => ({ item: item(p.item) }),
  'store-owned': (p) => ({ item: item(p.item) }),
  'store-insufficient': (p) => ({
    item: item(p.item),
    price: formatCum(p.price),
    missing: formatCum(p.missing),
  }),
  'upgrade-owned': (p) => ({ upgrade: upgrade(p.upgrade) }),
  'upgrade-locked-after': (p) => ({ upgrade: upgrade(p.upgrade), before: upgrade(p.before) }),
  'upgrade-locked-balance': (p) => ({ upgrade: upgrade(p.upgrade), balance: formatCum(p.balance) }),
  'upgrade-insufficient': (p) => ({
    upgrade: upgrade(p.upgrade),
    price: formatCum(p.price),
    missing: formatCum(p.missing),
  }),
  'task-too-early': (p) => ({ wait: waitPhrase(p.seconds) }),
  'clicker-too-fast': (p) => ({ perSecond: p.perSecond }),
  'clicker-hourly-cap': (p) => ({ cap: formatCum(p.cap), wait: waitPhrase(p.minutes * 60) }),
  'clicker-no-energy': (p) => ({ wait: waitPhrase(p.seconds) }),
  'rush-daily-limit': (p) => ({ games: p.games }),
  'rush-too-early': (p) => ({ wait: waitPhrase(p.seconds) }),
  'video-daily-limit': (p) => ({ duration: waitPhrase(Math.round(p.hours * 3600)) }),
  'referral-window': (p) => ({ days: p.days }),
  'onboarding-incomplete': (p) => ({ bonus: formatCum(p.bonus) }),
  'account-suspended': (p) => ({ until: p.until ? dateTime(p.until) : 'none', note: p.note }),
  'rate-limited': (p) => ({ wait: waitPhrase(p.seconds) }),
};

/** The refusal in the current language, or undefined when the catalog has no sentence for it. */
export function reasonText(detail: ErrorDetail): string | undefined {
  const key = `error-reason-${detail.reason}`;
  const map = (mappings as Partial<Record<ErrorReason, Mapping<ErrorReason>>>)[detail.reason];
  const text = t(key, map ? map(detail.params as never) : undefined);
  return text === key ? undefined : text;
}
