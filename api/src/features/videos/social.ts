import type { SocialAction } from '@cum/shared/contract/videos';
import { fromMilli } from '@cum/shared/domain/money';
import { ALREADY_PERFORMED_MESSAGE, findVideo, SOCIAL_ACTION_MILLI } from '@cum/shared/domain/videos';
import type { ClientSession, Connection, Types } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { alreadyDone, notFound } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import { findLiveUser } from '../../models/user.ts';

export const noVideo = () =>
  notFound("This video doesn't exist.").because({ reason: 'video-unknown', params: {} });

/** Likes, dislikes, comments and shares: each pays once per user, video and action. */
export function createSocialActions(deps: {
  models: Pick<Models, 'User' | 'VideoAction'>;
  connection: Connection;
  ledger: Ledger;
  clock: Clock;
}) {
  const { models, connection, ledger, clock } = deps;
  const { User, VideoAction } = models;

  async function balanceOf(session: ClientSession, userId: Types.ObjectId) {
    const user = await findLiveUser(User, userId, session);
    return user.balance;
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

  return socialAction;
}

const actionLabel: Record<SocialAction, string> = {
  like: 'Liked',
  dislike: 'Disliked',
  comment: 'Commented on',
  share: 'Shared',
};
