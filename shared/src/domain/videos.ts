import type { SocialAction, Video } from '../contract/videos.ts';

/**
 * The video feed's catalogue. The server holds it (the original client hard-coded four samples), so
 * a report about an unknown id is refused and the watch cap uses the real duration. Thumbnails and
 * sources are paths the miniapp ships under /videos/; `src` is null until a clip exists.
 */
export const VIDEO_CATALOGUE: readonly Video[] = [
  {
    id: 'v1',
    title: 'Golden Hour on the Rooftop',
    creator: '@luna_rose',
    views: 125_400,
    likes: 8_900,
    dislikes: 120,
    comments: 430,
    duration: 45,
    thumbnail: '/videos/v1.jpg',
    src: null,
  },
  {
    id: 'v2',
    title: 'Late Night Studio Session',
    creator: '@velvet_vibes',
    views: 2_300_000,
    likes: 156_000,
    dislikes: 2_100,
    comments: 12_400,
    duration: 60,
    thumbnail: '/videos/v2.jpg',
    src: null,
  },
  {
    id: 'v3',
    title: 'Poolside Q&A With Fans',
    creator: '@skye_daniels',
    views: 89_700,
    likes: 5_200,
    dislikes: 64,
    comments: 980,
    duration: 30,
    thumbnail: '/videos/v3.jpg',
    src: null,
  },
  {
    id: 'v4',
    title: 'Behind the Scenes: Photo Shoot',
    creator: '@mia_moon',
    views: 512_000,
    likes: 41_300,
    dislikes: 510,
    comments: 3_050,
    duration: 52,
    thumbnail: '/videos/v4.jpg',
    src: null,
  },
];

export function findVideo(id: string): Video | undefined {
  return VIDEO_CATALOGUE.find((v) => v.id === id);
}

/** 0.005 $CUM per credited second, i.e. 5 milli-$CUM: kept integral so sums stay exact. */
export const WATCH_MILLI_PER_SECOND = 5;
/** Network and timer jitter allowed on top of the real elapsed time; not cumulative (see below). */
export const WATCH_SLACK_SECONDS = 2;
/** Paid watching per UTC day. */
export const DAILY_WATCH_CAP_SECONDS = 2 * 60 * 60;
/**
 * A feed opened after this long without any watch activity starts a new viewing session: the
 * clock restarts at the feed call, so time spent away from the feed is never claimable.
 */
export const WATCH_SESSION_IDLE_MS = 10 * 60 * 1000;

/**
 * Social actions pay once per user, video and action. Dislikes pay nothing (paying for them would
 * reward spam) but are still recorded once, so the answer is the same for every action.
 */
export const SOCIAL_ACTION_MILLI: Readonly<Record<SocialAction, number>> = {
  like: 10,
  dislike: 0,
  comment: 20,
  share: 50,
};

export const ALREADY_PERFORMED_MESSAGE = "You've already performed this action on this video";

export interface WatchInput {
  /** Seconds the client says it watched (any non-negative number; fractions are dropped). */
  claimedSeconds: number;
  /** The watch clock: every second after it may be credited once. */
  anchorMs: number;
  nowMs: number;
  durationSeconds: number;
  /** Seconds already credited today (UTC). */
  creditedTodaySeconds: number;
}

export interface WatchCredit {
  seconds: number;
  milli: number;
  /** The clock after this report. */
  nextAnchorMs: number;
}

/**
 * How much of a watch report is paid. Credit = the smallest of: what the client claims, the seconds
 * that really passed since the anchor (plus the slack), the video's duration, and what is left of
 * today's cap. The anchor then moves past what was paid (anchor + credited) and at least to
 * `now - slack`, so unclaimed idle time is forfeited and the slack is never paid twice: over any
 * sequence of reports the total paid is at most (last report time - first anchor) + slack.
 */
export function creditWatch(input: WatchInput): WatchCredit {
  const slackMs = WATCH_SLACK_SECONDS * 1000;
  const availableSeconds = Math.max(0, Math.floor((input.nowMs - input.anchorMs + slackMs) / 1000));
  const leftToday = Math.max(0, DAILY_WATCH_CAP_SECONDS - input.creditedTodaySeconds);
  const seconds = Math.max(
    0,
    Math.min(Math.floor(input.claimedSeconds), availableSeconds, input.durationSeconds, leftToday),
  );
  const nextAnchorMs = Math.max(input.anchorMs + seconds * 1000, input.nowMs - slackMs);
  return { seconds, milli: seconds * WATCH_MILLI_PER_SECOND, nextAnchorMs };
}
