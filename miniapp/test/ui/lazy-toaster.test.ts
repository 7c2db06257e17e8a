import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadUntilArrived, onFirstInteraction, onRetryChance } from '../../src/ui/toast/lazy-toaster';
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

describe('a toast view that fails to load', () => {
  it('is loaded again at the next retry chance until it arrives, and shown once', async () => {
    const chances: Array<() => void> = [];
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls < 3
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve('view');
    };
    const show = vi.fn();
    loadUntilArrived(load, show, (then) => {
      chances.push(then);
      return () => undefined;
    });
    await vi.waitFor(() => expect(chances).toHaveLength(1));
    expect(show).not.toHaveBeenCalled();
    chances[0]?.();
    await vi.waitFor(() => expect(chances).toHaveLength(2));
    chances[1]?.();
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith('view'));
    expect(show).toHaveBeenCalledTimes(1);
    expect(calls).toBe(3);
  });

  it('stops waiting when the view is no longer wanted', async () => {
    const stopWaiting = vi.fn();
    let chance: (() => void) | undefined;
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const cancel = loadUntilArrived(load, vi.fn(), (then) => {
      chance = then;
      return stopWaiting;
    });
    await vi.waitFor(() => expect(chance).toBeDefined());
    cancel();
    expect(stopWaiting).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gets its retry chance from the device coming back online or the next tap, once', () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    const online = vi.fn();
    onRetryChance(online);
    page.dispatchEvent(new Event('online'));
    page.dispatchEvent(new Event('pointerdown'));
    expect(online).toHaveBeenCalledTimes(1);

    const tap = vi.fn();
    onRetryChance(tap);
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('online'));
    expect(tap).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    onRetryChance(cancelled)();
    page.dispatchEvent(new Event('online'));
    page.dispatchEvent(new Event('keydown'));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
