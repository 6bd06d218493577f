import { ActionIcon, Box, Container, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconMail } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { notices } from '@marquee/contracts/messages';
import { useSession } from '../../../lib/session';
import { contact } from '../../../config/paths';
import { Logo } from '../../ui/logo';
import { footerLinks, isSupplierPath } from '../nav-model';
import { useShellActions, type LegalKind } from '../shell-actions';
import classes from './site-footer.module.css';

const legal: { kind: LegalKind; label: string }[] = [
  { kind: 'cookies', label: 'Cookies Policy' },
  { kind: 'privacy', label: 'Privacy Policy' },
  { kind: 'terms', label: 'Terms and Conditions' },
];

const socials = [
  { label: 'Marquee on Instagram', href: contact.social.instagram, icon: IconBrandInstagram },
  { label: 'Marquee on LinkedIn', href: contact.social.linkedin, icon: IconBrandLinkedin },
  { label: 'Marquee on Facebook', href: contact.social.facebook, icon: IconBrandFacebook },
];

/** The footers of spec 2.2: supplier-related paths get the supplier links, every other path the default ones. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { roleName } = useSession();
  const { openLegal } = useShellActions();
  const supplier = isSupplierPath(pathname);

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl">
        <div className={classes.grid}>
          <div>
            <Logo inverse size={32} />
            <Text mt="md" size="sm" c="navy.0" maw={360}>
              {supplier
                ? 'List your business where UK event organisers look for suppliers, and answer the requests that match what you do.'
                : "The UK's event supplier marketplace. Describe your event once and hear back from vetted suppliers near you."}
            </Text>
            <Text mt="sm" size="sm" fw={600} c="white">
              {notices.tagline}
            </Text>
          </div>

          <nav aria-label="Footer">
            <p className={classes.heading}>{supplier ? 'For suppliers' : 'Explore'}</p>
            <ul className={classes.list}>
              {footerLinks(pathname, roleName).map((item) => (
                <li key={item.label}>
                  <Link to={item.to} className={classes.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <p className={classes.heading}>Get in touch</p>
            <a href={`mailto:${contact.email}`} className={classes.link}>
              <Group gap={8} wrap="nowrap" component="span">
                <IconMail size={18} aria-hidden="true" />
                {contact.email}
              </Group>
            </a>
            <Group gap="xs" mt="md">
              {socials.map(({ label, href, icon: Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  size="lg"
                  radius="xl"
                  variant="filled"
                  className={classes.social}
                >
                  <Icon size={20} aria-hidden="true" />
                </ActionIcon>
              ))}
            </Group>
            <p className={classes.heading} style={{ marginTop: 28 }}>
              Policies
            </p>
            <ul className={classes.list}>
              {legal.map((item) => (
                <li key={item.kind}>
                  <button type="button" className={classes.legal} onClick={() => openLegal(item.kind)}>
                    {item.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className={classes.bottom}>
          <span>© {new Date().getFullYear()} Marquee Events Ltd. All rights reserved.</span>
          <span>Registered in England and Wales.</span>
        </div>
      </Container>
    </Box>
  );
}
