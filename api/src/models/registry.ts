import type { Connection } from 'mongoose';
import { activityEventModel } from './activity-event.ts';
import { auditEntryModel } from './audit-entry.ts';
import { authAttemptModel } from './auth-attempt.ts';
import { botChatModel } from './bot-chat.ts';
import { broadcastModel } from './broadcast.ts';
import { clickerStateModel } from './clicker-state.ts';
import { counterModel } from './counter.ts';
import { emailTokenModel } from './email-token.ts';
import { gameSessionModel } from './game-session.ts';
import { leaderboardTotalModel } from './leaderboard-total.ts';
import { ledgerEntryModel } from './ledger-entry.ts';
import { loginLinkModel } from './login-link.ts';
import { newsletterSubscriberModel } from './newsletter-subscriber.ts';
import { notificationModel } from './notification.ts';
import { pastIdentityModel } from './past-identity.ts';
import { pendingReferralModel } from './pending-referral.ts';
import { processedUpdateModel } from './processed-update.ts';
import { referralModel } from './referral.ts';
import { roomModel } from './room.ts';
import { sessionModel } from './session.ts';
import { sessionRevocationModel } from './session-revocation.ts';
import { setupMarkerModel } from './setup-marker.ts';
import { storePurchaseModel } from './store-purchase.ts';
import { taskModel } from './task.ts';
import { userModel } from './user.ts';
import { userTaskModel } from './user-task.ts';
import { videoActionModel } from './video-action.ts';
import { videoWatchModel } from './video-watch.ts';
import { walletNonceModel } from './wallet-nonce.ts';

/** Every mongoose model of the app, bound to one connection (tests run several side by side). */
export function createModels(connection: Connection) {
  return {
    User: userModel(connection),
    Session: sessionModel(connection),
    SessionRevocation: sessionRevocationModel(connection),
    LedgerEntry: ledgerEntryModel(connection),
    LeaderboardTotal: leaderboardTotalModel(connection),
    Counter: counterModel(connection),
    ActivityEvent: activityEventModel(connection),
    NewsletterSubscriber: newsletterSubscriberModel(connection),
    Task: taskModel(connection),
    UserTask: userTaskModel(connection),
    VideoWatch: videoWatchModel(connection),
    VideoAction: videoActionModel(connection),
    GameSession: gameSessionModel(connection),
    ClickerState: clickerStateModel(connection),
    StorePurchase: storePurchaseModel(connection),
    Referral: referralModel(connection),
    Notification: notificationModel(connection),
    Room: roomModel(connection),
    AuditEntry: auditEntryModel(connection),
    LoginLink: loginLinkModel(connection),
    WalletNonce: walletNonceModel(connection),
    AuthAttempt: authAttemptModel(connection),
    PendingReferral: pendingReferralModel(connection),
    BotChat: botChatModel(connection),
    Broadcast: broadcastModel(connection),
    ProcessedUpdate: processedUpdateModel(connection),
    EmailToken: emailTokenModel(connection),
    PastIdentity: pastIdentityModel(connection),
    SetupMarker: setupMarkerModel(connection),
  };
}
export type Models = ReturnType<typeof createModels>;

/** Builds every index before the app answers, so uniqueness holds from the first request. */
export async function syncIndexes(models: Models): Promise<void> {
  for (const model of Object.values(models)) await model.init();
}
