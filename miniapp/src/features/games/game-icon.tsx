/** The games' tiles (inline SVG: no emoji font is needed to draw them). */
const paths = {
  clicker:
    'M9 11V5.5a1.5 1.5 0 0 1 3 0V10m0-.5V4a1.5 1.5 0 0 1 3 0v6m0-4.5a1.5 1.5 0 0 1 3 0V13a7 7 0 0 1-7 7h-.6a6 6 0 0 1-4.7-2.3L3.3 14.4a1.6 1.6 0 0 1 2.4-2L9 15',
  rush: 'M13 2 4 14h7l-1 8 9-12h-7z',
  soon: 'M6 11h4M8 9v4M15 12h.01M18 10h.01M17.3 5H6.7a4 4 0 0 0-4 3.6l-.7 6.6A2.5 2.5 0 0 0 4.5 18c.9 0 1.6-.5 2-1.2L8 14h8l1.5 2.8a2.3 2.3 0 0 0 2 1.2 2.5 2.5 0 0 0 2.5-2.8l-.7-6.6A4 4 0 0 0 17.3 5z',
} as const;

export function GameIcon({ game, big = false }: { game: keyof typeof paths; big?: boolean }) {
  return (
    <span className={big ? 'game-icon game-icon--big' : 'game-icon'} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        fill={game === 'rush' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden="true"
      >
        <path d={paths[game]} />
      </svg>
    </span>
  );
}
