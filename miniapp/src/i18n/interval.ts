/**
 * The arguments of the reward interval's messages (`reward-title`, `reward-interval` in app.ftl), from
 * the configured minutes (REWARD_INTERVAL_MINUTES, which the client learns from GET /api/rewards/status
 * as `intervalMinutes`): whole hours read as hours ("every 3 hours"), anything else as minutes.
 */
export function intervalArgs(minutes: number): { unit: 'hour' | 'minute'; count: number } {
  return minutes % 60 === 0 ? { unit: 'hour', count: minutes / 60 } : { unit: 'minute', count: minutes };
}
