import { useEffect, useState, useSyncExternalStore } from 'react';
import { RollingNumber, type RollingNumberProps } from '@mantine/core';
import { useInViewport, useReducedMotion } from '@mantine/hooks';

export interface CountUpProps extends Omit<RollingNumberProps, 'value'> {
  /** The number to count up to once the figure is scrolled into view. */
  end: number;
  durationMs?: number;
}

const unchanging = () => () => {};
const hasObserver = () => typeof IntersectionObserver !== 'undefined';

/**
 * A figure that counts up from 0 when it first scrolls into view (IntersectionObserver). With reduced motion
 * (or without IntersectionObserver) it shows the final figure at once. So does a page rendered on the server (and its
 * hydration, which must match it): the count-up starts after, usually below the fold (docs/decisions/0083).
 */
export function CountUp({ end, durationMs = 1800, ...others }: CountUpProps) {
  const { ref, inViewport } = useInViewport();
  const reducedMotion = useReducedMotion();
  const observable = useSyncExternalStore(unchanging, hasObserver, () => false);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (inViewport) setStarted(true);
  }, [inViewport]);
  const immediate = reducedMotion || !observable;
  return (
    <span ref={ref} style={{ display: 'inline-block' }}>
      <RollingNumber
        value={started || immediate ? end : 0}
        animationDuration={immediate ? 0 : durationMs}
        timingFunction="cubic-bezier(0.16, 1, 0.3, 1)"
        {...others}
      />
    </span>
  );
}
