import { Role } from '@marquee/contracts/enums';
import { definePolicy, type Actor } from '../../lib/policy';

/** A user account as the rules need it: whose it is and its role code. */
export interface Account {
  id: number;
  role: number;
}

const own = (actor: Actor, account: Account) => actor.id === account.id;

/**
 * What a user may do to an account through the account routes (auth/me and what follows). An account is
 * its holder's business only: administrators act on other accounts through the admin routes (spec 7.7),
 * which are moderation, not ownership, so this policy gives them nothing over someone else's account.
 */
export const usersPolicy = definePolicy<Account, 'read' | 'update' | 'change_password' | 'delete'>({
  name: 'users',
  visibleWith: 'read',
  rules: {
    read: own,
    update: own,
    change_password: own,
    // Spec 6: deleting one's own profile is an organiser capability; suppliers are removed by administrators.
    delete: (actor, account) => own(actor, account) && account.role === Role.organiser,
  },
});

declare module '../../lib/policy' {
  interface Policies {
    users: typeof usersPolicy;
  }
}
