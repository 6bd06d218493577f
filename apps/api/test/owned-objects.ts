import { Role } from '@marquee/contracts/enums';
import type { Db } from '../src/db/client';
import type { Policies, PolicyName } from '../src/lib/policy';
import type { RegisteredRoute } from '../src/plugins/access';
import { usersPolicy } from '../src/modules/users/users.policy';
import { supplierDocumentsPolicy } from '../src/modules/suppliers/suppliers.policy';
import { supplierDocuments } from '../src/db/schema/suppliers';
import type { FactoryUser } from './factories';

type ObjectOf<P> = P extends { rules: Readonly<Record<string, (actor: never, object: infer O) => boolean>> }
  ? O
  : never;

/** An object built for the authorization matrix, owned by one user. */
export interface OwnedObject<O> {
  /** The route's path parameters that name the object. */
  params: Record<string, string | number>;
  /** The object as the policy sees it, so the matrix can ask the policy what each persona should get. */
  object: O;
  /** A valid body for a write route, so the request gets past validation to the policy check. */
  body?: Record<string, unknown>;
}

export interface OwnedObjectFactory<N extends PolicyName> {
  policy: Policies[N];
  /** Builds a fresh object owned by `owner` for `route` (called once per request, as writes may use it up). */
  build(db: Db, owner: FactoryUser, route: RegisteredRoute): Promise<OwnedObject<ObjectOf<Policies[N]>>>;
}

/**
 * One factory per policy: the authorization matrix builds the owned object of each route that declares
 * the policy. Typed over every policy name, so a new `<domain>.policy.ts` does not compile until its
 * factory is here (docs/architecture.md, "Ownership policies").
 */
export const ownedObjects: { [N in PolicyName]: OwnedObjectFactory<N> } = {
  users: {
    policy: usersPolicy,
    // An account is owned by itself.
    build: async (_db, owner) => ({
      params: { id: owner.id },
      object: { id: owner.id, role: Role[owner.role] },
    }),
  },
  supplier_documents: {
    policy: supplierDocumentsPolicy,
    // A document row of the owner's profile (the file itself is not needed to change its details).
    build: async (db, owner) => {
      const [row] = await db
        .insert(supplierDocuments)
        .values({
          userId: owner.id,
          path: `uploads/suppliers/${owner.id}/documents/x.pdf`,
          fileName: 'x.pdf',
        })
        .returning();
      if (!row) throw new Error('document not created');
      return {
        params: { id: row.id },
        object: { userId: owner.id },
        body: { type: 'public_liability_insurance', valid_to: '2030-01-31' },
      };
    },
  },
};
