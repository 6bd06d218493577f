/**
 * Embla's `duration` is not in milliseconds: it drives a spring with friction 0.68 stepped at 60 fps.
 * Simulating that spring (docs/decisions/0007-carousel-timings.md) gives:
 * duration 20 ≈ 480 ms to settle (spec: 500 ms slide), duration 33 ≈ 1 000 ms to full opacity (spec: 1 s fade).
 */
export const SLIDE_500MS = 20;
export const FADE_1S = 33;
