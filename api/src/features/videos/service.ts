import { fromMilli } from '@cum/shared/domain/money';
import { utcDay } from '@cum/shared/domain/time';
import {
  creditWatch,
  DAILY_WATCH_CAP_SECONDS,
  findVideo,
  VIDEO_CATALOGUE,
  WATCH_SESSION_IDLE_MS,
} from '@cum/shared/domain/videos';
import { type ClientSession, type Connection, type Types, trusted } from 'mongoose';
import { BasisChanged } from '../../db/basis.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, isDuplicateKey, limitReached } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import { findLiveUser, type UserRecord } from '../../models/user.ts';
import { createSocialActions, noVideo } from './social.ts';

export interface VideosDeps {
  models: Pick<Models, 'User' | 'VideoWatch' | 'VideoAction'>;
  connection: Connection;
  ledger: Ledger;
  clock: Clock;
}

/** What a report is computed from: the user as the request read it, or as the transaction reads it. */
type WatchBasis = Pick<UserRecord, 'videoWatch' | 'balance'>;
type WatchClock = NonNullable<UserRecord['videoWatch']>;

/** Attempts of one report: the first from the request's read of the user, the others from fresh reads. */
const ATTEMPTS = 9;

const startedClock = (now: Date): WatchClock => ({
  version: 0,
  anchorAt: now,
  day: utcDay(now),
  creditedToday: 0,
  totalSeconds: 0,
});

/**
 * Video feed earnings. The watch clock (`videoWatch` on the user) starts at the first feed call and
 * restarts when the feed is opened after WATCH_SESSION_IDLE_MS without activity; a report sent without
 * any feed call starts the clock and pays nothing. What a report pays is decided by creditWatch
 * (shared/src/domain/videos.ts): at most the real elapsed time, the video's duration and what is left
 * of the 2-hour UTC-day cap. A paid report is one conditional update of the user (clock and balance
 * together, on the clock's version) through the ledger, so concurrent reports are serialised and the
 * same seconds are never paid twice.
 */
export function createVideosService(deps: VideosDeps) {
  const { models, connection, ledger, clock } = deps;
  const { User, VideoWatch } = models;

  /**
   * The user's clock, and the condition that it is still the one read. A user whose clock is still in
   * the old collection (models/video-watch.ts) gets it carried over, version and all.
   */
  async function clockOf(userId: Types.ObjectId, user: WatchBasis, session: ClientSession | null) {
    if (user.videoWatch)
      return { clock: user.videoWatch, unchanged: { 'videoWatch.version': user.videoWatch.version } };
    const old = await VideoWatch.findOne({ userId }).session(session).lean().exec();
    const carried: WatchClock | null = old
      ? {
          version: old.version,
          anchorAt: old.anchorAt,
          day: old.day,
          creditedToday: old.creditedToday,
          totalSeconds: old.totalSeconds,
        }
      : null;
    return { clock: carried, unchanged: { videoWatch: null } };
  }

  async function list(userId: Types.ObjectId, seen?: WatchBasis) {
    const now = clock.now();
    const user = seen ?? (await findLiveUser(User, userId));
    const idleSince = new Date(now.getTime() - WATCH_SESSION_IDLE_MS);
    if (!user.videoWatch) {
      const { clock: carried } = await clockOf(userId, user, null);
      // A racing first call may have set it already: then this matches nothing, which is as good.
      await User.updateOne(
        { _id: userId, videoWatch: null },
        { $set: { videoWatch: carried ?? startedClock(now) } },
      ).exec();
      if (!carried) return { videos: [...VIDEO_CATALOGUE] };
    } else if (user.videoWatch.anchorAt >= idleSince) {
      // The anchor only moves forward, so it is still recent: nothing to restart.
      return { videos: [...VIDEO_CATALOGUE] };
    }
    // Moving the anchor forward never pays anything, so this needs no transaction.
    await User.updateOne(
      { _id: userId, 'videoWatch.anchorAt': trusted({ $lt: idleSince }) },
      { $set: { 'videoWatch.anchorAt': now }, $inc: { 'videoWatch.version': 1 } },
    ).exec();
    return { videos: [...VIDEO_CATALOGUE] };
  }

  async function watchOnce(
    userId: Types.ObjectId,
    videoId: string,
    watchTime: number,
    basis: WatchBasis | null,
  ) {
    const video = findVideo(videoId);
    if (!video) throw noVideo();
    return inTransaction(connection, async (session) => {
      const now = clock.now();
      const today = utcDay(now);
      const user = basis ?? (await findLiveUser(User, userId, session));
      const { clock: state, unchanged } = await clockOf(userId, user, session);
      if (!state) {
        const started = await User.updateOne(
          { _id: userId, deletedAt: null, ...unchanged },
          { $set: { videoWatch: startedClock(now) } },
          { session },
        ).exec();
        if (started.matchedCount !== 1) throw new BasisChanged();
        return { seconds: 0, milli: 0, balance: user.balance };
      }
      const creditedToday = state.day === today ? state.creditedToday : 0;
      if (creditedToday >= DAILY_WATCH_CAP_SECONDS) {
        throw limitReached(
          "You've reached today's limit of 2 hours of paid watching. Come back tomorrow!",
        ).because({
          reason: 'video-daily-limit',
          params: { hours: DAILY_WATCH_CAP_SECONDS / 3600 },
        });
      }
      const credit = creditWatch({
        claimedSeconds: watchTime,
        anchorMs: state.anchorAt.getTime(),
        nowMs: now.getTime(),
        durationSeconds: video.duration,
        creditedTodaySeconds: creditedToday,
      });
      const version = state.version + 1;
      const next: WatchClock = {
        version,
        anchorAt: new Date(credit.nextAnchorMs),
        day: today,
        creditedToday: creditedToday + credit.seconds,
        totalSeconds: state.totalSeconds + credit.seconds,
      };
      if (credit.milli === 0) {
        const saved = await User.findOneAndUpdate(
          { _id: userId, deletedAt: null, ...unchanged },
          { $set: { videoWatch: next } },
          { session, returnDocument: 'after', lean: true, projection: { balance: 1 } },
        ).exec();
        if (!saved) throw new BasisChanged();
        return { seconds: 0, milli: 0, balance: saved.balance };
      }
      const posted = await ledger.post(session, {
        userId,
        amount: credit.milli,
        kind: 'video_watch',
        key: `watch:${userId.toHexString()}:${version}`,
        description: `Watched "${video.title}" for ${credit.seconds} s`,
        meta: { videoId, claimedSeconds: watchTime, creditedSeconds: credit.seconds },
        userFilter: unchanged,
        userUpdate: { $set: { videoWatch: next } },
        // Any failed condition is a clock that moved since it was read: read again.
        fromBasis: true,
      });
      if (posted.duplicate) {
        // The key names the clock's next version, and it is taken. Usually another report of the same
        // version was paid first, and the clock has moved on: read again. If the clock still shows
        // this version, the key was used by an instance still keeping this clock in the old
        // collection (a rolling deploy): step the clock past the used key, paying nothing, and read
        // again; else every report would meet the same key until the clock restarted.
        if (!sameClock(posted.user.videoWatch ?? null, unchanged)) throw new BasisChanged();
        const stepped = await User.updateOne(
          { _id: userId, deletedAt: null, ...unchanged },
          { $set: { videoWatch: { ...state, version } } },
          { session },
        ).exec();
        if (stepped.matchedCount !== 1) throw new BasisChanged();
        return null;
      }
      return { seconds: credit.seconds, milli: credit.milli, balance: posted.user.balance };
    });
  }

  /**
   * Reports are serialised per user by the clock's version; a loser re-reads and retries. `seen` is the
   * request's own read of the user: the common report needs no other read.
   */
  async function watch(
    userId: Types.ObjectId,
    input: { videoId: string; watchTime: number },
    seen?: WatchBasis,
  ) {
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await watchOnce(
          userId,
          input.videoId,
          input.watchTime,
          attempt === 0 ? (seen ?? null) : null,
        );
        // The clock stepped past a used ledger key: report again on the next version.
        if (!r) throw new BasisChanged();
        return {
          success: true as const,
          earnings: fromMilli(r.milli),
          cumBalance: fromMilli(r.balance),
          creditedSeconds: r.seconds,
        };
      } catch (err) {
        // A racing first report may also collide on a ledger key another attempt just wrote.
        const retryable = err instanceof BasisChanged || isDuplicateKey(err);
        if (retryable && attempt + 1 < ATTEMPTS) continue;
        if (retryable)
          throw conflict('Another watch report is being saved. Please try again.').because({
            reason: 'video-busy',
            params: {},
          });
        throw err;
      }
    }
  }

  return { list, watch, socialAction: createSocialActions(deps) };
}

/** Whether a fresh read of the clock still meets the condition `clockOf` gave for the one read before. */
function sameClock(current: WatchClock | null, unchanged: Record<string, unknown>): boolean {
  return 'videoWatch' in unchanged ? current === null : current?.version === unchanged['videoWatch.version'];
}
export type VideosService = ReturnType<typeof createVideosService>;
