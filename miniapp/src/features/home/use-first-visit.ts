import { useEffect, useState } from 'react';

const seenKey = 'cum/homeSeen';

function seenIds(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(seenKey) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether this is the user's very first look at Home on this device (issue 32: "Welcome, <name>!"
 * then, "Welcome back" afterwards). Decided once per mount, so the greeting does not change under the
 * reader's eyes; remembered per account (a few ids) after the first render.
 */
export function useFirstVisit(userId: string | undefined): boolean {
  const [first] = useState(() => (userId ? !seenIds().includes(userId) : false));
  useEffect(() => {
    if (!userId) return;
    const ids = seenIds();
    if (ids.includes(userId)) return;
    try {
      localStorage.setItem(seenKey, JSON.stringify([...ids.slice(-9), userId]));
    } catch {
      // Storage disabled: every visit is a first one, which only changes a greeting.
    }
  }, [userId]);
  return first;
}
