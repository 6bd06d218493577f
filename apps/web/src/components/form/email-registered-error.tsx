import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { errors as texts } from '@marquee/contracts/messages';
import { paths } from '../../config/paths';

/** 'Email already registered. Click here to reset the password', with 'Click here' linking to /forgot (spec 8). */
export function EmailRegisteredError() {
  const [before, after] = texts.emailAlreadyRegistered.split('Click here');
  return (
    <span data-testid="email-registered">
      {before}
      <Anchor component={Link} to={paths.forgot.href()} fz="inherit" c="inherit" underline="always" fw={600}>
        Click here
      </Anchor>
      {after}
    </span>
  );
}

export const renderEmailError = (message: string) =>
  message === texts.emailAlreadyRegistered ? <EmailRegisteredError /> : message;
