import { sign } from '@telegram-apps/init-data-node';

export const BOT_TOKEN = '123456789:AAFakeTestTokenForInitDataValidation_x';
export const OTHER_BOT_TOKEN = '987654321:AAAnotherBotTokenThatMustNotValidate_y';

export interface TgUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
}

/** initData as Telegram would hand it to the mini-app, signed with `token` at `authDate`. */
export function initData(
  user: TgUser,
  options: { token?: string; authDate?: Date; startParam?: string } = {},
): string {
  const data = {
    user,
    ...(options.startParam ? { start_param: options.startParam } : {}),
  } as Parameters<typeof sign>[0];
  return sign(data, options.token ?? BOT_TOKEN, options.authDate ?? new Date());
}

export const tma = (raw: string) => ({ authorization: `tma ${raw}` });
