/**
 * Client-side checks of the sign-in forms with the product's messages (docs/product.md#sign-in); the server
 * checks
 * again and its messages land on the same fields (queries.ts, fieldErrorsOf).
 */
export type FieldErrors = Partial<
  Record<'email' | 'username' | 'password' | 'firstName' | 'lastName', string>
>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): string | undefined {
  return emailPattern.test(email.trim()) ? undefined : 'Please enter a valid email address';
}

export function checkRegister(values: { email: string; username: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  const email = checkEmail(values.email);
  if (email) errors.email = email;
  if (values.username.trim().length < 3) errors.username = 'Username must be at least 3 characters';
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < 8) errors.password = 'Password must be at least 8 characters';
  return errors;
}

export function checkLogin(values: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  const email = checkEmail(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'Password is required';
  return errors;
}
