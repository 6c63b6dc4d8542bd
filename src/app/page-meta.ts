import { useEffect } from 'react';
import { agency } from '../content/agency';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Sets the browser title and the search and sharing description of the current page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const fullTitle = title === agency.name ? title : `${title} | ${agency.name}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:site_name', agency.name);
  }, [title, description]);
}
