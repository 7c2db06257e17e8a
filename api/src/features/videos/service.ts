import type { SocialAction } from '@cum/shared/contract/videos';
import { fromMilli } from '@cum/shared/domain/money';
import { utcDay } from '@cum/shared/domain/time';
import {
  ALREADY_PERFORMED_MESSAGE,
  creditWatch,
  DAILY_WATCH_CAP_SECONDS,
  findVideo,
  SOCIAL_ACTION_MILLI,
  VIDEO_CATALOGUE,
  WATCH_SESSION_IDLE_MS,
} from '@cum/shared/domain/videos';
import { type ClientSession, type Connection, type Types, trusted } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { alreadyDone, conflict, isDuplicateKey, limitReached, notFound } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import { findLiveUser } from '../../models/user.ts';

export interface VideosDeps {
  models: Pick<Models, 'User' | 'VideoWatch' | 'VideoAction'>;
  connection: Connection;
  ledger: Ledger;
  clock: Clock;
}

/** The state document changed between our read and our conditional update: read again. */
class StaleState extends Error {}
const STALE_RETRIES = 8;

const noVideo = () => notFound("This video doesn't exist.").because({ reason: 'video-unknown', params: {} });

/**
 * Video feed earnings. The watch clock (one VideoWatch document per user) starts at the first feed
 * call and restarts when the feed is opened after WATCH_SESSION_IDLE_MS without activity; a report
 * sent without any feed call starts the clock and pays nothing. What a report pays is decided by
 * creditWatch (shared/src/domain/videos.ts): at most the real elapsed time, the video's duration
 * and what is left of the 2-hour UTC-day cap.
 */
export function createVideosService(deps: VideosDeps) {
  const { models, connection, ledger, clock } = deps;
  const { User, VideoWatch, VideoAction } = models;

  async function list(userId: Types.ObjectId) {
    const now = clock.now();
    try {
      await VideoWatch.updateOne(
        { userId },
        { $setOnInsert: { anchorAt: now, day: utcDay(now), version: 0, creditedToday: 0, totalSeconds: 0 } },
        { upsert: true },
      ).exec();
    } catch (err) {
      // Two first feed calls at once: the other one created the clock.
      if (!isDuplicateKey(err)) throw err;
    }
    // Moving the anchor forward never pays anything, so this needs no transaction.
    await VideoWatch.updateOne(
      { userId, anchorAt: trusted({ $lt: new Date(now.getTime() - WATCH_SESSION_IDLE_MS) }) },
      { $set: { anchorAt: now }, $inc: { version: 1 } },
    ).exec();
    return { videos: [...VIDEO_CATALOGUE] };
  }

  async function balanceOf(session: ClientSession, userId: Types.ObjectId) {
    const user = await findLiveUser(User, userId, session);
    return user.balance;
  }

  async function watchOnce(userId: Types.ObjectId, videoId: string, watchTime: number) {
    const video = findVideo(videoId);
    if (!video) throw noVideo();
    return inTransaction(connection, async (session) => {
      const now = clock.now();
      const today = utcDay(now);
      const state = await VideoWatch.findOne({ userId }).session(session).lean().exec();
      if (!state) {
        await VideoWatch.create([{ userId, anchorAt: now, day: today }], { session });
        return { seconds: 0, milli: 0, balance: await balanceOf(session, userId) };
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
      const res = await VideoWatch.updateOne(
        { _id: state._id, version: state.version },
        {
          $set: {
            version,
            anchorAt: new Date(credit.nextAnchorMs),
            day: today,
            creditedToday: creditedToday + credit.seconds,
          },
          $inc: { totalSeconds: credit.seconds },
        },
        { session },
      ).exec();
      if (res.matchedCount !== 1) throw new StaleState();
      if (credit.milli === 0) return { seconds: 0, milli: 0, balance: await balanceOf(session, userId) };
      const { user } = await ledger.post(session, {
        userId,
        amount: credit.milli,
        kind: 'video_watch',
        key: `watch:${userId.toHexString()}:${version}`,
        description: `Watched "${video.title}" for ${credit.seconds} s`,
        meta: { videoId, claimedSeconds: watchTime, creditedSeconds: credit.seconds },
      });
      return { seconds: credit.seconds, milli: credit.milli, balance: user.balance };
    });
  }

  /** Reports are serialised per user by the state document's version; a loser re-reads and retries. */
  async function watch(userId: Types.ObjectId, input: { videoId: string; watchTime: number }) {
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await watchOnce(userId, input.videoId, input.watchTime);
        return {
          success: true as const,
          earnings: fromMilli(r.milli),
          cumBalance: fromMilli(r.balance),
          creditedSeconds: r.seconds,
        };
      } catch (err) {
        // A racing first report may also collide on the state document's unique userId.
        const retryable = err instanceof StaleState || isDuplicateKey(err);
        if (retryable && attempt < STALE_RETRIES) continue;
        if (retryable)
          throw conflict('Another watch report is being saved. Please try again.').because({
            reason: 'video-busy',
            params: {},
          });
        throw err;
      }
    }
  }

  /** Once per user, video and action: the unique index and the ledger key both hold that. */
  async function socialAction(userId: Types.ObjectId, input: { videoId: string; action: SocialAction }) {
    const video = findVideo(input.videoId);
    if (!video) throw noVideo();
    const milli = SOCIAL_ACTION_MILLI[input.action];
    const r = await inTransaction(connection, async (session) => {
      const done = await VideoAction.exists({ userId, videoId: video.id, action: input.action })
        .session(session)
        .exec();
      if (done) throw alreadyDone(ALREADY_PERFORMED_MESSAGE).because({ reason: 'video-done', params: {} });
      // A racing duplicate fails here on the unique index; the transaction helper retries and the
      // re-read above then answers "already performed".
      await VideoAction.create(
        [{ userId, videoId: video.id, action: input.action, earned: milli, at: clock.now() }],
        {
          session,
        },
      );
      if (milli === 0) return { balance: await balanceOf(session, userId) };
      const posted = await ledger.post(session, {
        userId,
        amount: milli,
        kind: 'video_social',
        key: `social:${userId.toHexString()}:${video.id}:${input.action}`,
        description: `${actionLabel[input.action]} "${video.title}"`,
        meta: { videoId: video.id, action: input.action },
      });
      if (posted.duplicate)
        throw alreadyDone(ALREADY_PERFORMED_MESSAGE).because({ reason: 'video-done', params: {} });
      return { balance: posted.user.balance };
    });
    return { success: true as const, earnings: fromMilli(milli), cumBalance: fromMilli(r.balance) };
  }

  return { list, watch, socialAction };
}
export type VideosService = ReturnType<typeof createVideosService>;

const actionLabel: Record<SocialAction, string> = {
  like: 'Liked',
  dislike: 'Disliked',
  comment: 'Commented on',
  share: 'Shared',
};
