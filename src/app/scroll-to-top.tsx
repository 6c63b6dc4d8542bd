import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every successful navigation starts at the top of the new page. A layout effect, so the page is at the top before
 * anything measures where its sections are (the entrance animations do).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
