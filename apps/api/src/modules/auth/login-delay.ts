/**
 * Progressive delays after failed sign-ins (OWASP's advice instead of a lockout, docs/decisions/0025): the
 * first `free` failures cost nothing; after that each attempt must wait 1 s after the last failure, then 2,
 * 4, 8 … up to `maxSeconds`. A stranger can slow an account down but never shut its owner out for long,
 * and guessing stays slow: attempts that come too early are refused without checking the password.
 */
export function loginDelaySeconds(failures: number, free: number, maxSeconds: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** Math.min(failures - free, 30), maxSeconds);
}

/** Seconds still to wait, from the last failure and the delay it set (0 when none is left). */
export function secondsToWait(lastFailure: Date | null, delaySeconds: number, now = Date.now()): number {
  if (!lastFailure || delaySeconds === 0) return 0;
  return Math.max(0, Math.ceil((lastFailure.getTime() + delaySeconds * 1000 - now) / 1000));
}
