import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Marquee navy (trust) and coral (celebration). Shades generated for Mantine's 10-step scale.
const navy: MantineColorsTuple = [
  '#eef3fa',
  '#dae3ef',
  '#b1c4df',
  '#86a4cf',
  '#6288c1',
  '#4b77b9',
  '#3e6eb6',
  '#305ea0',
  '#27528f',
  '#1f3a5f',
];
const coral: MantineColorsTuple = [
  '#fff0ec',
  '#ffdfd6',
  '#ffbba9',
  '#ff9577',
  '#fe754d',
  '#fe6132',
  '#ff5623',
  '#e44616',
  '#cb3c11',
  '#b22f08',
];

/** Breakpoints follow spec 9: 768 (sm), 992 (md), 1200 (lg), 1400 (xl). */
export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 9, dark: 5 },
  colors: { navy, coral },
  fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily: '"Fraunces Variable", Georgia, "Times New Roman", serif',
    fontWeight: '600',
  },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '87.5em' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
  },
});
