import { useState } from 'react';
import { t } from '../../i18n/i18n';
import { postJson, publicApiPaths } from '../../lib/public-api';
import { toast } from '../../ui/toast/toast-store';
import { newsletterRefusal } from './newsletter-answer';

/**
 * docs/product.md#landing-page: the two landing forms differ only in the failure toast's title and fallback.
 * A plain fetch, not TanStack Query and the zod contract: the landing page has an 80 kB JS budget.
 * `failure` holds catalog keys; the server's own sentence (in English) or its reason worded in the
 * user's language (newsletter-answer.ts) wins over the fallback.
 */
export function useNewsletter(failure: { title: string; fallback: string }, onSubscribed: () => void) {
  const [isPending, setPending] = useState(false);
  const mutate = (email: string) => {
    setPending(true);
    void postJson(publicApiPaths.newsletter, { email }).then((result) => {
      setPending(false);
      if (result.ok) {
        toast({
          title: t('landing-newsletter-success-title'),
          description: t('landing-newsletter-success-text'),
        });
        onSubscribed();
        return;
      }
      toast({
        title: t(failure.title),
        description: newsletterRefusal(result, failure.fallback),
        variant: 'destructive',
      });
    });
  };
  return { mutate, isPending };
}
