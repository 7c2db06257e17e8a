import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { rememberIntendedUrl } from '../../lib/intended-url';
import { BrandScreen } from '../../ui/brand-screen';

const methods = ['Email', 'Wallet', 'Telegram'] as const;

// Temporary /login: the three sign-in methods the auth feature will provide (spec section 2).
export function LoginPage() {
  const [search] = useSearchParams();
  const redirect = search.get('redirect');

  // The spec keeps ?redirect= (already URL-decoded by URLSearchParams) as the post-login destination.
  useEffect(() => {
    if (redirect) rememberIntendedUrl(redirect);
  }, [redirect]);

  return (
    <BrandScreen text="Sign in to $CUM">
      <ul className="login-methods" aria-label="Sign-in methods">
        {methods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
      <p className="brand-screen__hint">Sign-in forms for each method are on their way.</p>
      <Link className="btn btn--ghost" to="/">
        Back to the home page
      </Link>
    </BrandScreen>
  );
}
