import type { ReactNode } from 'react';
import { Anchor, Box, Breadcrumbs, Container, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './directory.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

export interface DirectoryHeroProps {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** Trail above the title; the last crumb is the current page (not a link). */
  crumbs?: Crumb[];
  /** A picture at the right from 992 px (decorative). */
  art?: string;
  children?: ReactNode;
}

/** The heading band of a directory page: breadcrumbs, eyebrow, the page's one h1, its intro and a search. */
export function DirectoryHero({ eyebrow, title, description, crumbs, art, children }: DirectoryHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      className={classes.hero}
      pt={{ base: 24, md: 36 }}
      pb={{ base: 32, md: 56 }}
    >
      <Container size="xl">
        {crumbs && crumbs.length > 0 && (
          <Box component="nav" aria-label="Breadcrumb" mb={{ base: 'md', md: 'lg' }}>
            <Breadcrumbs
              separator={<IconChevronRight size={14} aria-hidden="true" />}
              separatorMargin={6}
              styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}
            >
              {crumbs.map((crumb, i) =>
                crumb.to && i < crumbs.length - 1 ? (
                  <Anchor
                    key={crumb.label}
                    component={Link}
                    to={crumb.to}
                    size="sm"
                    c="navy.7"
                    td="underline"
                  >
                    {crumb.label}
                  </Anchor>
                ) : (
                  <Text key={crumb.label} size="sm" c="gray.7" aria-current="page" lineClamp={1}>
                    {crumb.label}
                  </Text>
                ),
              )}
            </Breadcrumbs>
          </Box>
        )}
        <div className={classes.heroGrid} data-with-art={art ? '' : undefined}>
          <Box style={{ minWidth: 0 }}>
            {eyebrow && (
              <Text size="sm" fw={700} tt="uppercase" c="coral.9" style={{ letterSpacing: '0.1em' }}>
                {eyebrow}
              </Text>
            )}
            <Title id="page-title" order={1} mt="xs" fz={{ base: 32, md: 46 }} lh={1.1} c="navy.9" maw={820}>
              {title}
            </Title>
            {description && (
              <Text mt="md" fz={{ base: 'md', md: 'lg' }} c="gray.8" lh={1.6} maw={720}>
                {description}
              </Text>
            )}
          </Box>
          {art && <img className={classes.heroArt} src={art} alt="" width={480} height={300} />}
        </div>
        {children && <Box mt={{ base: 'lg', md: 'xl' }}>{children}</Box>}
      </Container>
    </Box>
  );
}
