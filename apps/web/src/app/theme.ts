import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
    // The close button is an icon: screen readers need its name (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // The same for every toast (a 'Saved' or error toast left an unnamed button: axe failed the settings page).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      // Mantine's dimmed description under a title is 3.3:1 on white; gray.7 passes AA (axe color-contrast).
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
  },
});

/**
 * Text colours that meet WCAG AA on white (decision 0009): Mantine's dimmed grey (gray.6, 3.3:1), used by
 * field descriptions, menu descriptions and 'No options', becomes gray.7; its error red (red.6, 3.3:1),
 * used for the text of an invalid field and its message, becomes red.9 (5.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
