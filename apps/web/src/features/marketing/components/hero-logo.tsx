import { useEffect, useState } from 'react';
import { Box } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { Logo } from '../../../components/ui/logo';

/** Spec 2.1: the hero logo switches after 5.5 s, here from the wordmark to the alternate lock-up. */
export const HERO_LOGO_SWITCH_MS = 5500;

export function HeroLogo() {
  const [alternate, setAlternate] = useState(false);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    const timer = window.setTimeout(() => setAlternate(true), HERO_LOGO_SWITCH_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const layer = (visible: boolean) => ({
    position: 'absolute' as const,
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    opacity: visible ? 1 : 0,
    transform: visible || reducedMotion ? 'none' : 'translateY(4px)',
    transition: reducedMotion ? 'none' : 'opacity 700ms ease, transform 700ms ease',
  });
  return (
    <Box
      role="img"
      aria-label="Marquee"
      data-logo={alternate ? 'lockup' : 'wordmark'}
      style={{ position: 'relative', width: 236, height: 58 }}
    >
      <Box style={layer(!alternate)} aria-hidden="true">
        <Logo size={40} />
      </Box>
      <Box style={layer(alternate)} aria-hidden="true">
        <Logo variant="lockup" size={34} />
      </Box>
    </Box>
  );
}
