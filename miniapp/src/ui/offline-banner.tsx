import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import './network.css';
import { useT } from '../i18n/use-t';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** A small bar while the device is offline (app/network-state.ts feeds onlineManager). */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const t = useT();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {t('offline-banner')}
    </div>
  );
}
