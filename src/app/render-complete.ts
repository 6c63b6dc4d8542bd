/**
 * Renders a React tree to HTML once everything in it has loaded (a wizard's modules), with every Suspense
 * boundary's content in place: what the pre-renderer writes and what the render tests read.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

interface RenderOptions {
  onError?: (error: unknown) => void;
  /** Prefix of the ids `useId` hands out: a React island's, as the browser hydrates it with. */
  identifierPrefix?: string;
}

export async function renderComplete(element: ReactNode, options: RenderOptions = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    ...options,
    // React outlines a boundary larger than this (12.8 kB by default) and reveals it later with an inline script:
    // markup that needs JavaScript to read, and a script the Content-Security-Policy forbids. Static markup has
    // nothing to stream, so everything stays in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array | string>) {
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  }
  return html;
}
