/**
 * Focus follows the step: the new step starts at the top of the screen (below the sticky header, via
 * scroll-margin) and its heading takes the focus, so screen readers announce it. Not on the first render, which
 * would pull the page away from its banner.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useStepFocus(headingRef: RefObject<HTMLHeadingElement | null>, step: number): void {
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    heading.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [headingRef, step]);
}
