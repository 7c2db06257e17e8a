import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { errorToast, toast, toastStore } from '../../src/ui/toast/toast-store';

afterEach(() => {
  toastStore.getState().dismiss();
});

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the current', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', description: 'more', variant: 'destructive' });
    expect(toastStore.getState().current).toEqual({
      id: second,
      title: 'Second',
      description: 'more',
      variant: 'destructive',
    });
  });

  it('dismissing a toast that was already replaced leaves the new one on screen', () => {
    const first = toast({ title: 'First' });
    toast({ title: 'Second' });
    toastStore.getState().dismiss(first);
    expect(toastStore.getState().current?.title).toBe('Second');
  });

  it("errorToast shows the server's message, or the fallback when there is none", () => {
    errorToast(new ApiError(409, 'too_early', 'Next reward in 12 minutes'), 'Failed');
    expect(toastStore.getState().current).toMatchObject({
      title: 'Error',
      description: 'Next reward in 12 minutes',
      variant: 'destructive',
    });
    errorToast('not an error', 'Failed to subscribe. Please try again.', 'Subscription Failed');
    expect(toastStore.getState().current).toMatchObject({
      title: 'Subscription Failed',
      description: 'Failed to subscribe. Please try again.',
    });
  });
});
