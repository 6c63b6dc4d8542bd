/**
 * A calm navy-and-white theme: text and buttons keep at least WCAG AA contrast (navy #0f3d67 on white is ~11:1,
 * secondary text #475569 ~7:1), and every focusable element shows a clear focus ring for keyboard users.
 */
import { createTheme, type Theme } from '@mui/material/styles';

/** The focus ring of every focusable element (page-styles.ts and the components below). */
export const FOCUS_RING_COLOR = '#1f6fd1';

const makeTheme = () => createTheme({
  palette: {
    primary: { main: '#0f3d67', light: '#2f6596', dark: '#0a2a48', contrastText: '#ffffff' },
    secondary: { main: '#9a4a00', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: '#1e6b3a' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1c2733', secondary: '#475569' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700, lineHeight: 1.15 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700, fontSize: '1.75rem' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
  },
  components: {
    // Each input would otherwise add MUI's autofill animations in a style tag of its own as the wizard hydrates, and
    // every added tag makes the browser restyle the whole page: the pre-renderer serves them once (page-styles.ts).
    MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 8,
          paddingInline: '1.25rem',
          minHeight: 44,
          '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING_COLOR}`, outlineOffset: '2px' },
        },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING_COLOR}`, outlineOffset: '2px' } } },
    },
    MuiAccordionSummary: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING_COLOR}`, outlineOffset: '-3px' } } },
    },
    // A long option ("HO-8 Antique Home (older homes, 40+ years)") wraps instead of running off a phone's screen.
    MuiMenuItem: { styleOverrides: { root: { whiteSpace: 'normal' } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});

let madeTheme: Theme | undefined;

/**
 * The theme, made at its first use: making it takes a cheap phone's main thread for a while, so the browser does it
 * in a task of its own as the first React island hydrates (react-island.tsx), not while the module is evaluated.
 */
export function siteTheme(): Theme {
  madeTheme ??= makeTheme();
  return madeTheme;
}
