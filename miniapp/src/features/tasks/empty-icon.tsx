/** The picture of the empty Tasks screen: a checklist in the brand's gradient. Decorative. */
export function EmptyTasksIcon() {
  return (
    <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">
      <defs>
        <linearGradient id="tasks-empty-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff3d8b" />
          <stop offset="1" stopColor="#a855f7" />
        </linearGradient>
      </defs>
      <rect width="96" height="96" rx="24" fill="url(#tasks-empty-gradient)" />
      <path
        d="m24 34 5 5 9-10M24 58l5 5 9-10"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M46 36h26M46 60h26" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
