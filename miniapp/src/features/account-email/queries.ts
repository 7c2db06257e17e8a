import * as contract from '@cum/shared/contract/areas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** Query keys of the account-email feature. */
export const accountEmailKeys = {
  all: ['account-email'] as const,
  status: () => [...accountEmailKeys.all, 'status'] as const,
};

export const emailStatusQuery = queryOptions({
  queryKey: accountEmailKeys.status(),
  queryFn: ({ signal }) => apiCall(contract.auth.emailStatus, { signal }),
});

export const useVerifyEmail = () =>
  useMutation({ mutationFn: (token: string) => apiCall(contract.auth.verifyEmail, { body: { token } }) });

export const useUndoEmailChange = () =>
  useMutation({
    mutationFn: (token: string) => apiCall(contract.auth.undoEmailChange, { body: { token } }),
  });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => apiCall(contract.auth.forgotPassword, { body: { email } }) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) => apiCall(contract.auth.resetPassword, { body }),
  });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => apiCall(contract.auth.changeEmail, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountEmailKeys.status() }),
  });
}
