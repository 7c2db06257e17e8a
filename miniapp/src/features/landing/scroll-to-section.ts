/** Smooth-scrolls to a landing section; the fixed nav's height is handled by CSS scroll-margin-top. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Keep the address shareable without triggering the browser's own jump.
  window.history.replaceState(window.history.state, '', `#${id}`);
}
