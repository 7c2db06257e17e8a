import * as contract from '@cum/shared/contract/areas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Spinner } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { apiCall, isApiError } from '../../lib/api-client';
import { sessionKeys } from '../../lib/session';
import { telegramEnv } from '../../lib/telegram-env';
import { authKeys, finishSignIn } from './queries';

// The QR code library is fetched while the login link is being created, not before /login can show:
// it is a third of this tab's code and only the browser's Telegram tab draws a code.
const loadQrCode = () => import('react-qr-code');
const QRCode = lazy(loadQrCode);

// The bot confirms within seconds; a 2 s poll feels immediate and stays far below the API's limit.
const pollMs = 2000;

/** docs/product.md#sign-in, Telegram tab: automatic inside Telegram, the bot's login link in a browser. */
export function TelegramTab() {
  return telegramEnv().inside ? <InsideTelegram /> : <LoginLink />;
}

function InsideTelegram() {
  const t = useT();
  const queryClient = useQueryClient();
  return (
    <div className="auth-tab">
      <p className="auth-tab__text">{t('auth-telegram-inside')}</p>
      <Button
        size="l"
        stretched
        onClick={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.user })}
      >
        {t('auth-try-again')}
      </Button>
    </div>
  );
}

function LoginLink() {
  const t = useT();
  const create = useMutation({ mutationFn: () => apiCall(contract.auth.telegramLinkCreate) });
  const link = create.data;
  const poll = useQuery({
    queryKey: authKeys.loginLink(link?.token ?? ''),
    queryFn: ({ signal }) =>
      apiCall(contract.auth.telegramLinkPoll, { params: { token: link?.token ?? '' }, signal }),
    enabled: Boolean(link),
    refetchInterval: (query) =>
      query.state.data?.status === 'confirmed' || query.state.error ? false : pollMs,
    gcTime: 0,
  });

  // A fresh link as soon as the tab shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount
  useEffect(() => {
    create.mutate();
    void loadQrCode();
  }, []);

  const status = poll.data;
  useEffect(() => {
    if (status?.status === 'confirmed') finishSignIn(status.user);
  }, [status]);

  const expired =
    Boolean(poll.error) || (status?.status === 'pending' && Date.parse(status.expiresAt) < Date.now());
  if (create.isError) {
    return (
      <div className="auth-tab">
        <p className="auth-form__error" role="alert">
          {isApiError(create.error) ? create.error.message : t('auth-telegram-link-failed')}
        </p>
        <Button size="l" stretched onClick={() => create.mutate()}>
          {t('auth-try-again')}
        </Button>
      </div>
    );
  }
  if (!link) {
    return (
      <div className="auth-tab auth-tab--center">
        <Spinner size="m" />
      </div>
    );
  }
  if (expired) {
    return (
      <div className="auth-tab">
        {/* The API's own words: expired, or cancelled in the bot. */}
        <p className="auth-tab__text">
          {isApiError(poll.error) ? poll.error.message : t('auth-telegram-link-expired')}
        </p>
        <Button size="l" stretched onClick={() => create.mutate()}>
          {t('auth-telegram-new-link')}
        </Button>
      </div>
    );
  }
  return (
    <div className="auth-tab">
      <p className="auth-tab__text">{t('auth-telegram-how')}</p>
      <div className="auth-qr">
        <Suspense fallback={<div className="auth-qr__space" />}>
          <QRCode value={link.url} size={168} title={t('auth-telegram-qr')} />
        </Suspense>
      </div>
      <Button Component="a" href={link.url} target="_blank" rel="noopener noreferrer" size="l" stretched>
        {t('auth-telegram-open')}
      </Button>
      {/* Number matching: the bot asks the user to pick this number among three. */}
      <p className="auth-tab__text">
        {t('auth-telegram-code')} <strong data-testid="login-code">{link.code}</strong>
      </p>
      <p className="auth-tab__hint" role="status">
        {t('auth-telegram-waiting')}
      </p>
    </div>
  );
}
