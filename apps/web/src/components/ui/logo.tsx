import { Box, type BoxProps } from '@mantine/core';

const NAVY = '#1f3a5f';
const CORAL = '#ff5623';

/** The Marquee tent: a striped peaked roof with a scalloped valance and a pennant. */
export function MarqueeMark({ size = 36, inverse = false }: { size?: number; inverse?: boolean }) {
  const body = inverse ? '#ffffff' : NAVY;
  const door = inverse ? NAVY : '#ffffff';
  return (
    <svg width={size} height={(size * 40) / 48} viewBox="0 0 48 40" aria-hidden="true" focusable="false">
      <path d="M24 1.5v8" stroke={body} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M24.6 1.8 L32 4.4 L24.6 7 Z" fill={CORAL} />
      {/* roof: four panels from the apex, alternating brand colours */}
      <path d="M24 9 L3 22 L13.5 22 Z" fill={body} />
      <path d="M24 9 L13.5 22 L24 22 Z" fill={CORAL} />
      <path d="M24 9 L24 22 L34.5 22 Z" fill={body} />
      <path d="M24 9 L34.5 22 L45 22 Z" fill={CORAL} />
      {/* scalloped valance */}
      <path
        d="M3 22 h42 v1.5 a2.625 2.625 0 0 1 -5.25 0 a2.625 2.625 0 0 1 -5.25 0 a2.625 2.625 0 0 1 -5.25 0 a2.625 2.625 0 0 1 -5.25 0 a2.625 2.625 0 0 1 -5.25 0 a2.625 2.625 0 0 1 -5.25 0 a2.625 2.625 0 0 1 -5.25 0 a2.625 2.625 0 0 1 -5.25 0 Z"
        fill={body}
      />
      <path d="M7 26 h34 v12 h-34 Z" fill={body} />
      <path d="M24 27 L30.5 38 L17.5 38 Z" fill={door} />
      <path d="M24 27 v11" stroke={body} strokeWidth="1" />
    </svg>
  );
}

export interface LogoProps extends BoxProps {
  /** `wordmark`: mark and name in one line; `lockup`: the alternate hero lock-up with a descriptor line. */
  variant?: 'wordmark' | 'lockup';
  /** White type for dark backgrounds. */
  inverse?: boolean;
  /** Height of the mark in pixels; the type scales with it. */
  size?: number;
}

/** The Marquee logo. The name is real text (Fraunces), so it stays crisp and is read by screen readers. */
export function Logo({ variant = 'wordmark', inverse = false, size = 34, ...others }: LogoProps) {
  const color = inverse ? '#ffffff' : NAVY;
  if (variant === 'lockup') {
    return (
      <Box
        {...others}
        style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.35, color, lineHeight: 1 }}
      >
        <Box
          style={{
            display: 'grid',
            placeItems: 'center',
            width: size * 1.6,
            height: size * 1.6,
            borderRadius: '50%',
            background: inverse ? 'rgba(255,255,255,0.12)' : '#eef3fa',
            border: `2px solid ${CORAL}`,
          }}
        >
          <MarqueeMark size={size} inverse={inverse} />
        </Box>
        <span style={{ display: 'inline-flex', flexDirection: 'column', gap: size * 0.16 }}>
          <span
            style={{
              fontFamily: 'var(--mantine-font-family-headings)',
              fontWeight: 650,
              fontSize: size * 0.95,
              letterSpacing: '-0.01em',
            }}
          >
            Marquee
          </span>
          <span
            style={{
              fontSize: Math.max(11, size * 0.3),
              fontWeight: 600,
              letterSpacing: '0.16em',
              textTransform: 'uppercase',
              color: inverse ? '#ffd9cc' : '#b22f08',
            }}
          >
            Event suppliers · UK
          </span>
        </span>
      </Box>
    );
  }
  return (
    <Box
      {...others}
      style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.25, color, lineHeight: 1 }}
    >
      <MarqueeMark size={size} inverse={inverse} />
      <span
        style={{
          fontFamily: 'var(--mantine-font-family-headings)',
          fontWeight: 650,
          fontSize: size * 0.78,
          letterSpacing: '-0.01em',
        }}
      >
        Marquee
      </span>
    </Box>
  );
}
