import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import { displayWebsite, websiteHref } from '../../../lib/format';
import { displayPhone, phoneHref } from '../../../lib/uk-phone';
import classes from './directory.module.css';

export interface ContactDetailsProps {
  location: string | null;
  /** Shown after the location, e.g. '12.3 miles away' or 'Covers up to 50 miles'. */
  locationNote?: string | null;
  phone: string | null;
  email: string | null;
  website?: string | null;
}

/** Location, phone, e-mail and website as a list of links (tel:, mailto:, the site in a new tab). */
export function ContactDetails({ location, locationNote, phone, email, website }: ContactDetailsProps) {
  // Only an http(s) address of a domain is linked; anything else is left out (decision 0049).
  const websiteLink = website ? websiteHref(website) : null;
  return (
    <ul className={classes.contactList}>
      {location && (
        <li className={classes.contactItem}>
          <IconMapPin size={16} aria-hidden="true" />
          <Text size="sm" c="gray.8">
            <VisuallyHidden>Location: </VisuallyHidden>
            {location}
            {locationNote && (
              <Text span size="sm" c="gray.7">
                {' · '}
                {locationNote}
              </Text>
            )}
          </Text>
        </li>
      )}
      {phone && (
        <li className={classes.contactItem}>
          <IconPhone size={16} aria-hidden="true" />
          <Anchor href={phoneHref(phone)} size="sm" c="navy.9">
            <VisuallyHidden>Phone: </VisuallyHidden>
            {displayPhone(phone)}
          </Anchor>
        </li>
      )}
      {email && (
        <li className={classes.contactItem}>
          <IconMail size={16} aria-hidden="true" />
          <Anchor href={`mailto:${email}`} size="sm" c="navy.9">
            <VisuallyHidden>E-mail: </VisuallyHidden>
            {email}
          </Anchor>
        </li>
      )}
      {websiteLink && (
        <li className={classes.contactItem}>
          <IconWorld size={16} aria-hidden="true" />
          <Anchor href={websiteLink} target="_blank" rel="noopener noreferrer" size="sm" c="navy.9">
            <VisuallyHidden>Website: </VisuallyHidden>
            {displayWebsite(websiteLink)}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        </li>
      )}
    </ul>
  );
}
