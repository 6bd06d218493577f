import { Table, Typography } from '@mantine/core';
import { contact } from '../../../config/paths';
import { DocumentLink } from './document-link';
import type { LegalContentProps } from './types';

const storage = [
  {
    what: 'Sign-in session',
    where: 'Local storage if you tick “Remember me”, otherwise session storage',
    why: 'Keeps you signed in as you move between pages',
    how: 'Until you log out; session storage is cleared when you close the browser tab',
  },
  {
    what: 'Administrator session',
    where: 'Local storage (administrators only)',
    why: 'Restores the administrator’s own session after viewing the dashboard as another user',
    how: 'Until the administrator logs out',
  },
  {
    what: 'Cookie notice choice',
    where: 'Local storage',
    why: 'Remembers that you have seen the cookie notice, so it is not shown again',
    how: 'Until you clear your browser data',
  },
];

/** Cookies Policy: essential storage only, no third-party advertising cookies (spec section 1). */
export function CookiesContent({ openDocument }: LegalContentProps) {
  return (
    <Typography>
      <p>
        Cookies are small files a website saves in your browser; local storage and session storage are similar
        browser features. As our cookie notice says, the website uses cookies to enhance the user experience:
        this policy explains which ones Marquee uses, and why.
      </p>

      <h3>1. What we use</h3>
      <p>
        Marquee uses only strictly necessary storage. Without it you could not sign in or stay signed in, so
        under the Privacy and Electronic Communications Regulations it does not need your consent.
      </p>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>What</Table.Th>
              <Table.Th>Where</Table.Th>
              <Table.Th>Why</Table.Th>
              <Table.Th>How long</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {storage.map((row) => (
              <Table.Tr key={row.what}>
                <Table.Td fw={600}>{row.what}</Table.Td>
                <Table.Td>{row.where}</Table.Td>
                <Table.Td>{row.why}</Table.Td>
                <Table.Td>{row.how}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <h3>2. What we do not use</h3>
      <p>
        We do not use advertising cookies, and we do not allow third parties to place advertising or
        cross-site tracking cookies through Marquee. When a supplier pays by card, the secure card form is
        provided by our payment provider, which may set its own strictly necessary cookies to prevent fraud.
      </p>

      <h3>3. Managing cookies</h3>
      <p>
        You can delete or block cookies and site data in your browser settings. If you block the storage
        listed above, you will not be able to sign in. Logging out removes your sign-in session straight away.
      </p>

      <h3>4. More information</h3>
      <p>
        How we handle personal data is explained in our{' '}
        <DocumentLink kind="privacy" openDocument={openDocument}>
          Privacy Policy
        </DocumentLink>
        . Questions are welcome at{' '}
        <a href={`mailto:${contact.email}`} style={{ textDecoration: 'underline' }}>
          {contact.email}
        </a>
        .
      </p>
    </Typography>
  );
}
