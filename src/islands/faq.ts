/**
 * FAQ lists (src/components/faq-question.tsx) are native `details` elements sharing a `name`, which the browser
 * opens one at a time. Browsers that predate that rule get it here: opening one question closes the others of its
 * name.
 */
import { nativeIsland } from '../app/native-island';

export const island = nativeIsland('faq', (list) => {
  if ('name' in HTMLDetailsElement.prototype) return;
  list.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      const name = opened.getAttribute('name');
      for (const other of list.querySelectorAll<HTMLDetailsElement>('details[open]')) {
        if (other !== opened && other.getAttribute('name') === name) other.open = false;
      }
    },
    // `toggle` does not bubble.
    true,
  );
});
