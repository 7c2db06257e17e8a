import { useState } from 'react';
import { postJson, publicApiPaths } from '../../lib/public-api';
import { toast } from '../../ui/toast/toast-store';

/**
 * docs/product.md#landing-page: the two landing forms differ only in the failure toast's title and fallback.
 * A plain fetch, not TanStack Query and the zod contract: the landing page has an 80 kB JS budget.
 */
export function useNewsletter(failure: { title: string; fallback: string }, onSubscribed: () => void) {
  const [isPending, setPending] = useState(false);
  const mutate = (email: string) => {
    setPending(true);
    void postJson(publicApiPaths.newsletter, { email }).then((result) => {
      setPending(false);
      if (result.ok) {
        toast({
          title: 'Success!',
          description: "Thank you for subscribing! You'll receive updates about the platform.",
        });
        onSubscribed();
        return;
      }
      toast({
        title: failure.title,
        description: result.message || failure.fallback,
        variant: 'destructive',
      });
    });
  };
  return { mutate, isPending };
}
