import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from '../../src/ui/toast/lazy-toaster';
import { onToastRaised } from '../../src/ui/toast/toast-signal';
import { toast, toastStore } from '../../src/ui/toast/toast-store';

// The lazy Toaster loads with the first toast or the first interaction, not with the first screen.
afterEach(() => {
  toastStore.getState().dismiss();
  vi.unstubAllGlobals();
});

describe('when the toast view loads', () => {
  it('a toast raised through the store wakes the waiting Toaster; a later subscriber hears at once', () => {
    const heard = vi.fn();
    const stop = onToastRaised(heard);
    expect(heard).not.toHaveBeenCalled();
    toast({ title: 'Claimed' });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    const late = vi.fn();
    onToastRaised(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('the first pointer or key press, once; a cancelled wait hears nothing', () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    const first = vi.fn();
    onFirstInteraction(first);
    page.dispatchEvent(new Event('keydown'));
    page.dispatchEvent(new Event('pointerdown'));
    expect(first).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    onFirstInteraction(cancelled)();
    page.dispatchEvent(new Event('pointerdown'));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
