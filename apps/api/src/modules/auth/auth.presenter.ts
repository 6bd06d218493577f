import type { SessionResponse } from '@marquee/contracts/auth';
import { presentOwnAccount } from '../users/users.presenter';
import type { UserWithProfile } from '../users/users.service';

/** A session as sign-up, sign-in, reset and deep links answer it: the token and the user as they see themselves. */
export const presentSession = (accessToken: string, account: UserWithProfile): SessionResponse => ({
  access_token: accessToken,
  user: presentOwnAccount(account),
});
