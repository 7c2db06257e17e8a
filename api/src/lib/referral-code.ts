import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET } from '@cum/shared/contract/referrals';

/** A random 8-character code from an alphabet without look-alike characters. */
export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}
