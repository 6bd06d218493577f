import { definePolicy } from '../../lib/policy';

/** A supplier's document as the policy sees it: whose it is. */
export interface SupplierDocumentObject {
  userId: number;
}

/**
 * Who may do what to a document of a supplier profile (docs/decisions/0020): only the supplier who uploaded it
 * reads or changes it through the supplier routes; administrators verify it through their own (moderation)
 * routes, and the public sees it on an approved profile.
 */
export const supplierDocumentsPolicy = definePolicy<SupplierDocumentObject, 'read' | 'update'>({
  name: 'supplier_documents',
  visibleWith: 'read',
  rules: {
    read: (actor, doc) => actor.role === 'supplier' && actor.id === doc.userId,
    update: (actor, doc) => actor.role === 'supplier' && actor.id === doc.userId,
  },
});

declare module '../../lib/policy' {
  interface Policies {
    supplier_documents: typeof supplierDocumentsPolicy;
  }
}
