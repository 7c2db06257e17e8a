import { t } from '../../i18n/i18n';
import { passwordLimits, usernameMin } from '../../lib/field-limits';

/**
 * Client-side checks of the sign-in forms with the product's messages (docs/product.md#sign-in); the server
 * checks
 * again and its messages land on the same fields (queries.ts, fieldErrorsOf).
 */
export type FieldErrors = Partial<
  Record<'email' | 'username' | 'password' | 'firstName' | 'lastName', string>
>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The limits are the contract's (never typed into a message).
const passwordMin = passwordLimits.min;

export function checkEmail(email: string): string | undefined {
  return emailPattern.test(email.trim()) ? undefined : t('auth-error-email');
}

export function checkRegister(values: { email: string; username: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  const email = checkEmail(values.email);
  if (email) errors.email = email;
  if (values.username.trim().length < usernameMin) {
    errors.username = t('auth-error-username-short', { min: usernameMin });
  }
  if (!values.password) errors.password = t('auth-error-password-required');
  else if (values.password.length < passwordMin) {
    errors.password = t('auth-error-password-short', { min: passwordMin });
  }
  return errors;
}

export function checkLogin(values: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  const email = checkEmail(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = t('auth-error-password-required');
  return errors;
}
