import type { ReactNode } from 'react';

/** The person a row (or a profile) of an admin list is about, as the actions of another feature need them. */
export interface ListedUser {
  id: number;
  /** How the list names them: a supplier's company (else their name), an organiser's name. */
  name: string;
  role: 'supplier' | 'organiser';
}

/**
 * A slot for actions on a listed user that another feature provides (admin-support's Reset password and View
 * Dashboard As): the admin lists render it in each row's actions and on the supplier's profile; app/ fills it in.
 */
export type UserRowActions = (user: ListedUser) => ReactNode;
