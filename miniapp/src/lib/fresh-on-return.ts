/**
 * For the queries whose figures go stale elsewhere (another tab, another device): the balance, the
 * reward card, the tasks. They refetch whenever the user comes back to the app or to the network.
 * Kept free of imports: lib/session.ts is read on pages that must not load the query library.
 */
export const freshOnReturn = {
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
} as const;
