import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { entriesOf, expectLedgerMatches } from '../store/economy.ts';

describe('videos: social actions', () => {
  const t = useTestApp({ clock: manualClock(new Date('2030-03-10T12:00:00Z')) });

  const act = (headers: Record<string, string>, videoId: string, action: string) =>
    t.call(contract.videos.socialAction, { headers, body: { videoId, action } });

  it('pays each action once per video: like 0.01, comment 0.02, share 0.05, dislike nothing', async () => {
    const { user, headers } = await t.signedInUser();
    const like = await t.ok(contract.videos.socialAction, {
      headers,
      body: { videoId: 'v1', action: 'like' },
    });
    expect(like).toEqual({ success: true, earnings: 0.01, cumBalance: 0.01 });
    const comment = await t.ok(contract.videos.socialAction, {
      headers,
      body: { videoId: 'v1', action: 'comment' },
    });
    expect(comment.earnings).toBe(0.02);
    const share = await t.ok(contract.videos.socialAction, {
      headers,
      body: { videoId: 'v1', action: 'share' },
    });
    expect(share).toEqual({ success: true, earnings: 0.05, cumBalance: 0.08 });
    const dislike = await t.ok(contract.videos.socialAction, {
      headers,
      body: { videoId: 'v1', action: 'dislike' },
    });
    expect(dislike).toEqual({ success: true, earnings: 0, cumBalance: 0.08 });
    // Another video pays again.
    expect(
      (await t.ok(contract.videos.socialAction, { headers, body: { videoId: 'v2', action: 'like' } }))
        .earnings,
    ).toBe(0.01);
    const entries = await entriesOf(t, user._id, 'video_social');
    expect(entries.map((e) => e.key)).toContain(`social:${user._id.toHexString()}:v1:like`);
    expect(entries).toHaveLength(4);
    expect(await expectLedgerMatches(t, user._id)).toBe(90);
  });

  it('refuses a repeated like with the Already performed message and credits nothing', async () => {
    const { user, headers } = await t.signedInUser();
    await t.ok(contract.videos.socialAction, { headers, body: { videoId: 'v3', action: 'like' } });
    const e = await t.fails(contract.videos.socialAction, 409, {
      headers,
      body: { videoId: 'v3', action: 'like' },
    });
    expect(e.message).toBe("You've already performed this action on this video");
    // A repeated dislike too, although it pays nothing.
    await t.ok(contract.videos.socialAction, { headers, body: { videoId: 'v3', action: 'dislike' } });
    await t.fails(contract.videos.socialAction, 409, {
      headers,
      body: { videoId: 'v3', action: 'dislike' },
    });
    expect(await expectLedgerMatches(t, user._id)).toBe(10);
  });

  it('is per user: another user may like the same video', async () => {
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    expect((await act(a.headers, 'v4', 'share')).status).toBe(200);
    expect((await act(b.headers, 'v4', 'share')).status).toBe(200);
    expect(await expectLedgerMatches(t, b.user._id)).toBe(50);
  });

  it('answers 404 for an unknown video, 400 for an unknown action, 401 when signed out', async () => {
    const { user, headers } = await t.signedInUser();
    expect(
      (
        await t.fails(contract.videos.socialAction, 404, {
          headers,
          body: { videoId: 'x9', action: 'like' },
        })
      ).message,
    ).toBe("This video doesn't exist.");
    await t.fails(contract.videos.socialAction, 400, { headers, body: { videoId: 'v1', action: 'tip' } });
    await t.fails(contract.videos.socialAction, 400, { headers, body: { videoId: 'v1' } });
    await t.fails(contract.videos.socialAction, 401, { body: { videoId: 'v1', action: 'like' } });
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
  });

  it('30 simultaneous likes of one video credit once', { timeout: 120_000 }, async () => {
    const { user, headers } = await t.signedInUser();
    const results = await Promise.all(Array.from({ length: 30 }, () => act(headers, 'v2', 'like')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect((r.json as { message: string }).message).toBe(
        "You've already performed this action on this video",
      );
    }
    expect(await expectLedgerMatches(t, user._id)).toBe(10);
    expect(await t.services.models.VideoAction.countDocuments({ userId: user._id })).toBe(1);
  });
});
