import type { PublicUser } from '@marquee/contracts/users';
import { Role, type PrimaryFunction, type ProfileStatusCode, type RoleCode } from '@marquee/contracts/enums';
import { actorOf, policiesOf, type Actor } from '../../lib/policy';
import type { UserWithProfile } from './users.repository';
import { usersPolicy } from './users.policy';

/**
 * The user as `viewer` sees it: never the password hash, the profile only for suppliers, and the
 * users policy's answers for the viewer, so the web app shows account actions from the server's word.
 */
export function presentUser({ user, profile }: UserWithProfile, viewer: Actor): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    company_name: user.companyName,
    position_in_company: user.positionInCompany,
    display_email: user.displayEmail,
    account_name: user.accountName,
    website: user.website,
    // The database CHECKs guarantee these codes.
    role: user.role as RoleCode,
    primary_function: user.primaryFunction as PrimaryFunction | null,
    receive_news_and_marketing: user.receiveNewsAndMarketing,
    receive_updates_and_info: user.receiveUpdatesAndInfo,
    receive_communications_from_partners: user.receiveCommunicationsFromPartners,
    email_verified: user.emailVerifiedAt !== null,
    profile:
      user.role === Role.supplier && profile
        ? { id: profile.id, status: profile.status as ProfileStatusCode }
        : null,
    created_at: user.createdAt.toISOString(),
    policies: policiesOf(usersPolicy, viewer, user),
  };
}

/** The user as they see themselves: what sign-in and the account routes answer. */
export const presentOwnAccount = (account: UserWithProfile) => presentUser(account, actorOf(account));
