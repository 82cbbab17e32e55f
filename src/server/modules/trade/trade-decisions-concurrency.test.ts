import { describe, expect, it } from 'vitest';
import { tradeMessages as m } from '../../../shared/schemas/trade.js';
import type { TestUser } from '../../test/accounts-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { tradeTestBed } from './trade-test-bed.js';

const ROUNDS = 6;

/**
 * Issue 15 §5: two admins answering the same application at the same moment. The account row is
 * locked while an answer is judged, so one answer wins and the other is refused (409): never two
 * decisions, two emails, or a refusal overwritten by an approval.
 */
describe.each(testDatabaseKinds())('two admins answering one application at once on %s', (kind) => {
  const bed = tradeTestBed(kind);

  const applicants = async (count: number): Promise<TestUser[]> => {
    const users: TestUser[] = [];
    for (let i = 0; i < count; i += 1) {
      const customer = await bed.customer();
      await bed.applied(customer);
      users.push(customer);
    }
    return users;
  };

  it('lets one of an approval and a refusal sent at once decide; the other is refused with 409', async () => {
    const tier = await bed.tier(1_000);
    const users = await applicants(ROUNDS);
    const answers = await Promise.all(
      users.map((user) =>
        Promise.all([
          bed.approve(user.id, { tierId: tier.id, paymentTermsDays: 30, creditLimitCents: 50_000 }, bed.admin),
          bed.refuse(user.id, { reason: 'Another admin refused this at the same moment.' }, bed.secondAdmin),
        ]),
      ),
    );
    for (const [index, [approval, refusal]] of answers.entries()) {
      const user = users[index]!;
      expect([approval.statusCode, refusal.statusCode].sort(), `${approval.body} ${refusal.body}`).toEqual([200, 409]);
      const loser = approval.statusCode === 409 ? approval : refusal;
      expect(loser.json().detail).toBe(m.notWaiting);
      const row = await bed.row(user.id);
      if (approval.statusCode === 200) expect(row).toMatchObject({ status: 'approved', tierId: tier.id, refusalReason: null, decidedBy: bed.admin.id });
      else expect(row).toMatchObject({ status: 'refused', tierId: null, refusalReason: 'Another admin refused this at the same moment.', decidedBy: bed.secondAdmin.id });
      const tasks = await bed.emailTasksOf(user.id);
      expect(tasks.map((task) => (task.payload as { decision: string }).decision)).toEqual([row?.status]);
    }
  });

  it('lets one of two approvals with other terms sent at once decide', async () => {
    const low = await bed.tier(500);
    const high = await bed.tier(2_500);
    const users = await applicants(ROUNDS);
    const answers = await Promise.all(
      users.map((user) =>
        Promise.all([
          bed.approve(user.id, { tierId: low.id, paymentTermsDays: 14, creditLimitCents: 10_000 }, bed.admin),
          bed.approve(user.id, { tierId: high.id, paymentTermsDays: 60, creditLimitCents: 90_000 }, bed.secondAdmin),
        ]),
      ),
    );
    for (const [index, [first, second]] of answers.entries()) {
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? first : second;
      const { tierId, paymentTermsDays, creditLimit } = winner.json().account;
      expect(await bed.row(users[index]!.id)).toMatchObject({ tierId, paymentTermsDays, creditLimitCents: creditLimit });
      expect(await bed.emailTasksOf(users[index]!.id)).toHaveLength(1);
    }
  });

  it('never leaves an approved account in a tier deleted at the same moment', async () => {
    const users = await applicants(ROUNDS);
    const tiers = await Promise.all(users.map(() => bed.tier(1_200)));
    const answers = await Promise.all(users.map((user, index) => Promise.all([bed.approve(user.id, { tierId: tiers[index]!.id, paymentTermsDays: 0, creditLimitCents: 0 }), bed.deleteTier(tiers[index]!.id, bed.secondAdmin)])));
    const left = (await bed.tiers()).json<{ items: { id: string; accounts: number }[] }>().items;
    for (const [index, [approval, deletion]] of answers.entries()) {
      const outcome = `${approval.statusCode}/${deletion.statusCode}`;
      expect(['200/409', '400/200'], `${outcome} ${approval.body} ${deletion.body}`).toContain(outcome);
      const row = await bed.row(users[index]!.id);
      if (approval.statusCode === 200) {
        expect(deletion.json().detail).toBe(m.tierInUse);
        expect(left.find((tier) => tier.id === tiers[index]!.id)?.accounts).toBe(1);
        expect(row?.status).toBe('approved');
      } else {
        expect(approval.json().errors).toEqual([{ field: 'tierId', message: m.tierUnknown }]);
        expect(row).toMatchObject({ status: 'applied', tierId: null });
      }
    }
  });
});
