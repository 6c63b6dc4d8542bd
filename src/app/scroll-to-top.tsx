import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every successful navigation starts at the top of the new page. A layout effect, so the page is at the top before
 * anything measures where its sections are (the entrance animations do). Not as the page first opens: the browser
 * has placed it already, and the shell hydrates after the page is on screen (hydration-boundary.tsx), when the
 * visitor may have started scrolling.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
