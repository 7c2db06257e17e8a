import { contract } from '@cum/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { errorToast, toast } from '../../ui/toast/toast-store';

/** Spec section 8: the two landing forms differ only in the failure toast's title and fallback. */
export function useNewsletter(failure: { title: string; fallback: string }, onSubscribed: () => void) {
  return useMutation({
    mutationFn: (email: string) => apiCall(contract.misc.newsletter, { body: { email } }),
    onSuccess: () => {
      toast({
        title: 'Success!',
        description: "Thank you for subscribing! You'll receive updates about the platform.",
      });
      onSubscribed();
    },
    onError: (error) => errorToast(error, failure.fallback, failure.title),
  });
}
