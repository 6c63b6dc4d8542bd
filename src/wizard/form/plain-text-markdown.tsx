/**
 * Stands in for `markdown-to-jsx/react` in the browser bundle (an alias in vite.config.ts). rjsf renders markdown only
 * in descriptions marked `ui:enableMarkdownInDescription` and in its developer error messages; no wizard uses the
 * former, and the markdown library would add to the weight of every wizard page. The text is shown as written.
 */
import type { ReactNode } from 'react';

interface MarkdownProps {
  children?: ReactNode;
  options?: unknown;
}

export function Markdown({ children }: MarkdownProps) {
  return <span>{children}</span>;
}
