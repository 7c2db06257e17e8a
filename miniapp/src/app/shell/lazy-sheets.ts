import { lazy } from 'react';

/** The sheets' chunk (sheets.tsx), fetched on the first tap. */
export const LazyMoreSheet = lazy(async () => ({ default: (await import('./sheets')).MoreSheet }));
export const LazyBellSheet = lazy(async () => ({ default: (await import('./sheets')).BellSheet }));
