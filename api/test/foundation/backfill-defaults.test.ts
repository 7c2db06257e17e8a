import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import {
  backfillDefaults,
  backfillModel,
  DEFAULTS_BACKFILL_MARKER,
} from '../../src/models/backfill-defaults.ts';
import { toTaskView } from '../../src/models/task.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('defaults backfill', () => {
  const t = useTestApp();

  it('gives an old user document its defaulted fields, and a second run changes nothing', async () => {
    const { User } = t.services.models;
    // A document as an older version of the app wrote it: no economy fields, a partial settings.
    const { insertedId } = await User.collection.insertOne({
      authMethod: 'email',
      email: 'old@example.com',
      referralCode: 'OLDUSER1',
      balance: 1500,
      settings: { privateProfile: true },
      suspension: null,
    });
    expect(await backfillModel(User)).toBeGreaterThan(20);
    const doc = await User.collection.findOne({ _id: insertedId });
    expect(doc).toMatchObject({
      balance: 1500,
      totalEarned: 0,
      rewardUpgradeLevel: 1,
      dayStreak: 0,
      lastStreakDay: null,
      checkInStreak: 0,
      tasksDone: 0,
      searchKeys: [],
      isAdmin: false,
      suspension: null,
      settings: { privateProfile: true, emailNotifications: true, showLevel: true },
      perks: { taskBonus: false, vipUntil: null },
    });
    expect(doc).not.toHaveProperty('updatedAt');
    const before = JSON.stringify(doc);
    expect(await backfillModel(User)).toBe(0);
    expect(JSON.stringify(await User.collection.findOne({ _id: insertedId }))).toBe(before);
  });

  it('runs once per database at start (the marker), and leaves app-created users as they are', async () => {
    const { models } = t.services;
    expect(await models.SetupMarker.exists({ _id: DEFAULTS_BACKFILL_MARKER })).toBeTruthy();
    const user = await t.createUser();
    const before = JSON.stringify(await models.User.collection.findOne({ _id: user._id }));
    await models.User.collection.insertOne({ authMethod: 'email', referralCode: 'LATER001' });
    expect(await backfillDefaults(models, new Date())).toBe(0);
    expect(await models.User.collection.findOne({ referralCode: 'LATER001' })).not.toHaveProperty('balance');
    expect(await backfillModel(models.User)).toBeGreaterThan(20);
    expect(JSON.stringify(await models.User.collection.findOne({ _id: user._id }))).toBe(before);
  });

  it('a database backfilled by the first marker gets the null fields of the models read without ?? null', async () => {
    const { models } = t.services;
    await models.SetupMarker.deleteOne({ _id: DEFAULTS_BACKFILL_MARKER });
    await models.SetupMarker.create({ _id: 'defaults-backfill-1', doneAt: new Date() });
    // Documents as an older version wrote them: no null-starting fields at all.
    const now = new Date();
    // Not yet expired: the TTL indexes would remove the sessions and links before the check.
    const later = new Date(now.getTime() + 86_400_000);
    const task = await models.Task.collection.insertOne({
      title: 'Old',
      description: 'An old task',
      reward: 5,
      createdAt: now,
    });
    const session = await models.Session.collection.insertOne({
      tokenHash: 'old-hash',
      userId: new Types.ObjectId(),
      expiresAt: later,
      lastSeenAt: now,
    });
    const link = await models.LoginLink.collection.insertOne({
      tokenHash: 'old-link',
      browserHash: 'old-browser',
      expiresAt: later,
    });
    const audit = await models.AuditEntry.collection.insertOne({
      adminId: new Types.ObjectId(),
      action: 'old',
      targetType: 'task',
      targetId: 'x',
    });
    const event = await models.ActivityEvent.collection.insertOne({
      type: 'user_joined',
      description: 'old',
    });

    expect(await backfillDefaults(models, now)).toBeGreaterThan(0);
    const oldTask = await models.Task.findById(task.insertedId).lean().orFail();
    expect(toTaskView(oldTask)).toMatchObject({
      actionUrl: null,
      actionInstructions: null,
      telegramChatId: null,
    });
    expect(await models.Session.collection.findOne({ _id: session.insertedId })).toMatchObject({
      userAgent: null,
      ip: null,
    });
    expect(await models.LoginLink.collection.findOne({ _id: link.insertedId })).toMatchObject({
      userAgent: null,
    });
    expect(await models.AuditEntry.collection.findOne({ _id: audit.insertedId })).toMatchObject({
      adminUsername: null,
      before: null,
      after: null,
    });
    expect(await models.ActivityEvent.collection.findOne({ _id: event.insertedId })).toMatchObject({
      userId: null,
      username: null,
    });
  });

  it('two instances starting at once both finish, and the marker is written once', async () => {
    const { models } = t.services;
    await models.SetupMarker.deleteOne({ _id: DEFAULTS_BACKFILL_MARKER });
    await models.User.collection.insertOne({ authMethod: 'email', referralCode: 'RACE0001' });
    const runs = await Promise.all([1, 2, 3].map(() => backfillDefaults(models, new Date())));
    expect(runs.some((n) => n > 0)).toBe(true);
    expect(await models.SetupMarker.countDocuments({ _id: DEFAULTS_BACKFILL_MARKER })).toBe(1);
    expect(await models.User.collection.findOne({ referralCode: 'RACE0001' })).toMatchObject({ balance: 0 });
  });
});
