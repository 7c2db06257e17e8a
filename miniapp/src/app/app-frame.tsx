import { AccessGate } from './access-gate';
import { AppLayout } from './app-layout';

/** /app and its screens: the access gate (sign-in, age, onboarding) around the bars and the screen. */
export function AppFrame() {
  return (
    <AccessGate>
      <AppLayout />
    </AccessGate>
  );
}
