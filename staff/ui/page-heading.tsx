/**
 * A page's one h1, which also names the browser tab. After a navigation inside the app the heading takes the focus,
 * so that a screen reader announces the new page and the keyboard goes on from its top, as after a page load; the
 * first page of a visit leaves the focus where the browser puts it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { agency } from '../../config/agency';

/** The browser tab's title of an inbox page: "Inbox · Bay Valley Insurance staff". */
function pageTitle(page: string): string {
  return `${page} · ${agency.shortName} staff`;
}

let firstPageShown = false;

/**
 * Brings the focus back to the page's heading, for when what had it is gone (a row just removed): the keyboard goes on
 * from the top rather than from the start of the document.
 */
export function focusPageHeading(): void {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
}

interface PageHeadingProps {
  /** The tab's title; the heading itself unless `children` words it otherwise. */
  title: string;
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

export function PageHeading({ title, children, sx }: PageHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useEffect(() => {
    if (firstPageShown) heading.current?.focus();
    firstPageShown = true;
  }, []);

  return (
    <Typography ref={heading} variant="h1" tabIndex={-1} sx={{ mb: 2, overflowWrap: 'anywhere', ...sx }}>
      {children ?? title}
    </Typography>
  );
}
