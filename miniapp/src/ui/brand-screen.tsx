import type { ReactNode } from 'react';

/** Full-height centred brand card: the gate's loading and signed-out screens and other interstitials. */
export function BrandScreen({
  text,
  children,
  className,
}: {
  text: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <main className={className ? `brand-screen ${className}` : 'brand-screen'} aria-live="polite">
      <div className="brand-screen__card">
        <div className="brand-logo" aria-hidden="true">
          C
        </div>
        <p className="brand-screen__name">$CUM</p>
        <p className="brand-screen__text">{text}</p>
        {children}
      </div>
    </main>
  );
}
