import { errors } from '@marquee/contracts/messages';
import { useSession } from './session';

/** The props that turn a write control off, with the reason as its title; empty when nothing is refused. */
export interface ViewOnlyProps {
  disabled: boolean;
  title?: string;
}

/**
 * While an administrator views the product as another user, the API refuses every change with 403 'Not available
 * while viewing as another user' (docs/decisions/0071); the main write controls are off beforehand with that
 * reason: `<Button {...viewOnly}>`, or `disabled={viewOnly.disabled || …}` beside a control's own rule.
 */
export function useViewOnly(): ViewOnlyProps {
  const { isImpersonating } = useSession();
  return isImpersonating ? { disabled: true, title: errors.viewingAsAnotherUser } : { disabled: false };
}
