// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seedBusiness } from '../../../server/business/seed.ts';
import { Random } from '../../../server/business/random.ts';
import { isBusinessData } from '../../../server/business/model.ts';

const NOW = new Date(2026, 5, 15, 10, 30).getTime();

describe('demo business data', () => {
  it('is the same for the same moment (deterministic generator)', () => {
    expect(seedBusiness(NOW)).toEqual(seedBusiness(NOW));
    const a = new Random(7);
    const b = new Random(7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('is consistent: balances follow the points history, references exist, nothing lies in the future', () => {
    const data = seedBusiness(NOW);
    expect(isBusinessData(data)).toBe(true);
    const users = new Map(data.user.map((u) => [u.id, u]));
    const last = new Map<number, number>();
    for (const record of [...data.points].sort((x, y) => x.id - y.id)) {
      expect(record.balanceAfter).toBe((last.get(record.userId) ?? 0) + record.change);
      expect(record.balanceAfter).toBeGreaterThanOrEqual(0);
      last.set(record.userId, record.balanceAfter);
    }
    for (const user of data.user) expect(user.points).toBe(last.get(user.id) ?? 0);
    for (const w of data.withdrawal) expect(users.has(w.userId)).toBe(true);
    for (const i of data.invitation) expect(users.get(i.inviteeId)?.inviterId).toBe(i.inviterId);
    for (const v of data.vehicle) {
      expect(data.brand.some((b) => b.id === v.brandId)).toBe(true);
      expect(v.priceMin).toBeLessThanOrEqual(v.priceMax);
    }
    const limit = '2026-06-15 10:30:00';
    for (const time of [
      ...data.user.map((u) => u.registeredAt),
      ...data.points.map((p) => p.createdAt),
      ...data.withdrawal.map((w) => w.createdAt),
    ]) {
      expect(time <= limit).toBe(true);
    }
    expect(new Set(data.user.map((u) => u.mobile)).size).toBe(data.user.length);
  });

  it('has pending withdrawals and users registered in the last week', () => {
    const data = seedBusiness(NOW);
    expect(data.withdrawal.filter((w) => w.status === 'pending').length).toBeGreaterThan(5);
    expect(data.user.filter((u) => u.registeredAt >= '2026-06-08').length).toBeGreaterThan(10);
  });
});
