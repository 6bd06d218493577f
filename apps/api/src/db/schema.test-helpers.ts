import { expect } from 'vitest';
import { type TestDatabaseContext } from '../../test/harness';
import { services } from './schema/catalogue';
import { serviceRequests } from './schema/requests';
import { users } from './schema/users';

/** Expects the statement to be refused by the named constraint. */
export async function expectViolation(statement: PromiseLike<unknown>, constraint: string) {
  const error = await Promise.resolve(statement).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected ${constraint} to refuse the statement`).toBeInstanceOf(Error);
  const messages = [error, (error as { cause?: unknown }).cause].map((e) =>
    String((e as Error | undefined)?.message),
  );
  expect(messages.join('\n')).toContain(constraint);
}

/** Rows the schema tests build on: users of a role, a seeded service, a request (on the test file's database). */
export function schemaRows(t: TestDatabaseContext) {
  let emailCounter = 0;
  async function createUser(role: number) {
    const [user] = await t.db
      .insert(users)
      .values({ role, name: 'Test User', email: `user${++emailCounter}@example.com`, passwordHash: 'x' })
      .returning();
    return user!;
  }
  async function anyService() {
    const [service] = await t.db.select().from(services).limit(1);
    return service!;
  }
  async function createRequest(organiserId: number, serviceId: number) {
    const [request] = await t.db
      .insert(serviceRequests)
      .values({
        userId: organiserId,
        serviceId,
        location: 'Leeds, UK',
        latitude: 53.8,
        longitude: -1.55,
        dateFrom: '2030-06-01',
        dateUntil: '2030-06-02',
        dateOffersUntil: '2030-05-01',
        message: 'A marquee for 120 guests',
      })
      .returning();
    return request!;
  }
  return { createUser, anyService, createRequest };
}
