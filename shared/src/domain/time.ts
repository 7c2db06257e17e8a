/** The UTC calendar day of a moment, as YYYY-MM-DD: the unit of daily periods and streaks. */
export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The UTC day before `day` (YYYY-MM-DD). */
export function previousUtcDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return utcDay(d);
}
