import { roleName, type RoleName } from '@marquee/contracts/enums';
import { forbidden, notFound } from './errors';

/** Who is acting: what every rule needs to know about the signed-in user. */
export interface Actor {
  id: number;
  role: RoleName;
}

/** The actor a user is, from anything that holds their row (an AuthContext, a user with profile). */
export function actorOf({ user }: { user: { id: number; role: number } }): Actor {
  const role = roleName(user.role);
  // The database CHECK allows only the three roles, so this is a broken row, not a user error.
  if (!role) throw new Error(`user ${user.id} has an unknown role ${user.role}`);
  return { id: user.id, role };
}

/** One answer to "may this actor do this action to this object?". */
export type Rule<O> = (actor: Actor, object: O) => boolean;

/**
 * The ownership rules of one kind of object (docs/decisions/0020). `visibleWith` names the action
 * that decides whether the actor may know the object exists: refusing it answers 404, refusing
 * any other action on a visible object answers 403.
 */
export interface Policy<O, A extends string = string> {
  readonly name: string;
  readonly rules: Readonly<Record<A, Rule<O>>>;
  readonly visibleWith: A;
}

/**
 * Every policy of the API by name, filled in by each `<domain>.policy.ts` through declaration merging,
 * so a route's `config.policy` can only name a policy and an action that exist.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Policies {}

export type PolicyName = keyof Policies;
type ActionOf<P> = P extends Policy<never, infer A> ? A : never;

/** What a route over an owned object declares in `config.policy`: the policy and the action it performs. */
export type PolicyRef = {
  [N in PolicyName]: { name: N; action: ActionOf<Policies[N]> };
}[PolicyName];

/** Declares a policy; `O` is the object as the service holds it (a row), `A` its actions. */
export function definePolicy<O, A extends string>(policy: Policy<O, A>): Policy<O, A> {
  return policy;
}

/** True when the actor may perform the action on the object. */
export function can<O, A extends string>(policy: Policy<O, A>, actor: Actor, action: A, object: O): boolean {
  return policy.rules[action](actor, object);
}

/** What a refusal answers: 404 for an object the actor may not see, 403 for one they may see; null when allowed. */
export function refusal<O, A extends string>(
  policy: Policy<O, A>,
  actor: Actor,
  action: A,
  object: O,
): 403 | 404 | null {
  if (can(policy, actor, action, object)) return null;
  return can(policy, actor, policy.visibleWith, object) ? 403 : 404;
}

/**
 * The check services make before every read or write of an owned object. Throws the one error shape:
 * 404 'not_found' when the object is none of the actor's business (its existence is not disclosed),
 * 403 'forbidden' when they may see it but not do this.
 */
export function authorize<O, A extends string>(
  policy: Policy<O, A>,
  actor: Actor,
  action: A,
  object: O,
): void {
  const status = refusal(policy, actor, action, object);
  if (status === 404) throw notFound();
  if (status === 403) throw forbidden();
}

/** Every action's answer for this actor and object: the `policies` the API presents with the object. */
export function policiesOf<O, A extends string>(
  policy: Policy<O, A>,
  actor: Actor,
  object: O,
): Record<A, boolean> {
  const actions = Object.keys(policy.rules) as A[];
  return Object.fromEntries(actions.map((a) => [a, can(policy, actor, a, object)])) as Record<A, boolean>;
}
