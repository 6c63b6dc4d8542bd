/**
 * A part of a pre-rendered page that React hydrates on its own, after the page's outer frame. React hydrates the
 * content of a Suspense boundary in short, interruptible tasks once the rest is hydrated, so one long task becomes
 * many small ones while the page starts. A tap or key press that reaches a boundary not hydrated yet makes React
 * hydrate that boundary at once and then hand it the event, so nothing the visitor does is lost (unlike hydrating
 * the whole page in a transition, see docs/decisions/0125-transition-hydration-reverted.md).
 *
 * The fallback is never shown: nothing inside suspends on a page drawn in the browser, and a pre-rendered boundary
 * keeps its served markup until it is hydrated.
 */
import { Suspense, type ReactNode } from 'react';

export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
