/**
 * The page-wide rules of the site, served by the pre-renderer once per page after MUI's baseline (site-providers.tsx).
 * No island renders them again in the browser, so none of this is in the pages' scripts.
 */
import { motionStyles } from './motion';
import { FOCUS_RING_COLOR } from './theme';

/** MUI GlobalStyles object syntax. */
export const pageStyles = {
  html: { scrollBehavior: 'auto' },
  // Islands show and hide parts of the served markup with the hidden attribute; a component's own display rule must
  // not show them anyway.
  '[hidden]': { display: 'none !important' },
  // Text inputs and selects already show focus with MUI's thicker primary border; a ring on top would double it.
  ':focus-visible:not(input):not(textarea):not(select):not([role="combobox"])': {
    outline: `3px solid ${FOCUS_RING_COLOR}`,
    outlineOffset: '2px',
  },
  // A phone number reads as one unit: it never breaks at its hyphen or space. A call button's label may wrap around
  // the number instead (components/call-button.tsx), or a long one would run off a narrow phone.
  'a[href^="tel:"]:not(.MuiButton-root)': { whiteSpace: 'nowrap' },
  // Headings and sections receive focus from the app only to move the reading position, not to be edited.
  '[tabindex="-1"]:focus:not(:focus-visible)': { outline: 'none' },
  ...motionStyles,
  // MUI's inputs tell an autofilled field by these animations' start; the theme keeps each input from adding them.
  '@keyframes mui-auto-fill': { from: { display: 'block' } },
  '@keyframes mui-auto-fill-cancel': { from: { display: 'block' } },
} as const;
