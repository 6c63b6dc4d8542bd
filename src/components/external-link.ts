/** Links that leave the site open in a new tab, give the other site no handle on this page, and say so to screen readers. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Appended to the accessible name of a link that opens in a new tab. */
export const NEW_TAB_HINT = ' (opens in a new tab)';
