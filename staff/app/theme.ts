/**
 * The staff inbox's theme: the public site's navy-and-white palette and focus ring (src/app/theme.ts, which the inbox
 * may not import), tuned for a tool used all day: denser headings, and every control at least 44 px in both
 * directions so that it can be tapped on a phone.
 */
import { createTheme } from '@mui/material/styles';

/** Codes, keys and request ids: characters that must be told apart (0 and O, 1 and l). */
export const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The focus ring of every control, as on the public site. */
export const FOCUS_RING = '#1f6fd1';
const focusOutline = { outline: `3px solid ${FOCUS_RING}`, outlineOffset: '2px' } as const;
/** The smallest tap target, in both directions. */
const TAP_TARGET = 44;

export const theme = createTheme({
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
    h1: { fontWeight: 700, fontSize: '1.625rem', lineHeight: 1.25 },
    h2: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.3 },
    h3: { fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Text inputs and selects already show focus with MUI's thicker primary border; a ring on top would double it.
        ':focus-visible:not(input):not(textarea):not(select):not([role="combobox"])': focusOutline,
        // Headings receive focus from the app only to move the reading position after a navigation or a step; they are
        // not controls, and a ring around a title reads as a fault.
        '[tabindex="-1"]:focus:not(:focus-visible), :is(h1, h2, h3)[tabindex="-1"]:focus': { outline: 'none' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8, paddingInline: '1rem', minHeight: TAP_TARGET, '&.Mui-focusVisible': focusOutline },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: TAP_TARGET, minHeight: TAP_TARGET, '&.Mui-focusVisible': focusOutline } },
    },
    MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
    MuiRadio: { styleOverrides: { root: { padding: 10 } } },
    MuiMenuItem: { styleOverrides: { root: { whiteSpace: 'normal', minHeight: TAP_TARGET } } },
    // Underlined, so that a link in a sentence is told from its words by more than colour.
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiAlert: { styleOverrides: { message: { overflowWrap: 'anywhere' } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
    // The rows-per-page select of the grid's and the tables' footers.
    MuiTablePagination: {
      styleOverrides: { select: { minHeight: TAP_TARGET, display: 'flex', alignItems: 'center' }, input: { minHeight: TAP_TARGET } },
    },
  },
});
