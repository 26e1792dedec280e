import { PasswordInput, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Spec 1 §9: the mobile layout (the header's menu behind a burger) up to 900 px wide. */
export const mobileLayoutQuery = '(max-width: 900px)';

/** The two colours other code needs outside Mantine (favicon, charts, inline SVG). */
export const brandColors = { primary: '#0f766e', accent: '#ea580c' } as const;

// Deep teal: calm and trustworthy for a software vendor; #0f766e sits at shade 7.
const brand: MantineColorsTuple = [
  '#f0fdfa',
  '#ccfbf1',
  '#99f6e4',
  '#5eead4',
  '#2dd4bf',
  '#14b8a6',
  '#0d9488',
  '#0f766e',
  '#115e59',
  '#134e4a',
];

// Warm orange for calls to action and highlights; #ea580c sits at shade 6 (Mantine's default shade).
const accent: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** Light theme (the colour scheme itself is chosen on MantineProvider). */
export const theme = createTheme({
  colors: { brand, accent },
  primaryColor: 'brand',
  // Shade 7 is exactly the brand teal, in both schemes.
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  components: {
    // Mantine leaves the show/hide button out of the tab order; a keyboard user must be able to reach it too.
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleFocusable: true } }),
  },
});
