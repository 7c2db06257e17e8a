import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { docsExamined } from '../helpers/docs-examined.ts';
import { useTestApp } from '../helpers/test-app.ts';

const USERS = 3_000;

/**
 * Issue 25 "flat at size": a search for one user reads that user's searchKeys range, not the newest
 * 1,000 users first (it examined about 2,000 documents per search at any size above 1,000 users).
 */
describe('admin user search at size', () => {
  const t = useTestApp();

  it('a rare term examines its few matches, whatever the number of users', async () => {
    const staff = await t.adminUser({ username: 'boss' });
    const now = Date.now();
    const docs = Array.from({ length: USERS }, (_, i) => ({
      authMethod: 'telegram',
      telegramId: 8_000_000_000 + i,
      username: `crowd_${i}`,
      usernameLower: `crowd_${i}`,
      searchKeys: [`crowd_${i}`, 'crowd', String(i), String(8_000_000_000 + i)],
      referralCode: `C${i.toString(36).toUpperCase().padStart(6, '0')}`,
      createdAt: new Date(now - i * 1000),
    }));
    await t.services.models.User.insertMany(docs);
    for (const [term, expected] of [
      ['crowd_1234', ['crowd_1234']],
      ['crowd_299', ['crowd_299', 'crowd_2990', 'crowd_2991', 'crowd_2992', 'crowd_2993']],
    ] as const) {
      let names: string[] = [];
      const work = await docsExamined(t.services.connection, async () => {
        const res = await t.ok(contract.admin.users, { headers: staff.headers, query: { search: term } });
        names = res.users.map((u) => u.username ?? '');
      });
      expect(names.slice(0, expected.length)).toEqual(expected);
      // The admin's session and user, the term's matches (1 and 11 here: _id and createdAt), then the
      // page's users by _id: 2 + 2 x 11 at most.
      expect({ term, total: work.total }).toEqual({ term, total: expect.toSatisfy((n: number) => n <= 24) });
    }
  });
});
