import { Anchor, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SessionResponse } from '@marquee/contracts/auth';
import { paths } from '../../../config/paths';
import { LoginForm } from './login-form';

export interface LoginModalOptions {
  /** The prompt's title, naming what signing in is for (issue 21: 'Log in to message Derby Party DJs'). */
  title?: string;
  /** Called after a successful sign-in, e.g. to carry on with 'Send a message'. */
  onSignedIn?: (result: SessionResponse) => void;
  /**
   * How the modal's links change page. Pass the router's `navigate` from the calling screen: the modal
   * is rendered by @mantine/modals, outside the router. Without it the links load the page afresh.
   */
  navigate?: (to: string) => void;
}

const MODAL_ID = 'login';

/** The login modal variant (spec 2.3, 2.7): a guest's prompt before an action that needs an account. */
export function openLoginModal(options: LoginModalOptions = {}): string {
  const go = (to: string) => {
    modals.close(MODAL_ID);
    if (options.navigate) options.navigate(to);
    else window.location.assign(to);
  };
  return modals.open({
    modalId: MODAL_ID,
    title: options.title ?? 'Log in to continue',
    size: 'md',
    radius: 'lg',
    padding: 'xl',
    styles: { title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: 24, fontWeight: 600 } },
    children: (
      <>
        <LoginForm
          variant="modal"
          onSignedIn={(result) => {
            modals.close(MODAL_ID);
            options.onSignedIn?.(result);
          }}
          forgotLink={
            <Anchor component="button" type="button" size="sm" onClick={() => go(paths.forgot.href())}>
              Forgot password?
            </Anchor>
          }
        />
        <Text size="sm" ta="center" mt="lg" c="gray.7">
          New to Marquee?{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            onClick={() => go(paths.organiserRegistration.href())}
          >
            Sign Up
          </Anchor>
        </Text>
      </>
    ),
  });
}
