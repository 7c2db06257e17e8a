import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import './network.css';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** A small bar while the device is offline (app/network-state.ts feeds onlineManager). */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      You're offline. Changes will show when you're back online.
    </div>
  );
}
