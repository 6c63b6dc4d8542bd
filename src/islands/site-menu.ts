/**
 * The header's menus (src/app/site-header.tsx), enhanced: the desktop submenus' toggles, Escape and ArrowDown, and
 * the phone menu's dialog. The markup carries the state itself (aria-expanded, the dialog's `open`), so the CSS
 * that shows a panel and the screen reader's announcement read the same attribute, and no other code keeps a copy.
 */
import { nativeIsland } from '../app/native-island';

export const MENU_ATTRIBUTES = {
  item: 'data-menu-item',
  toggle: 'data-menu-toggle',
  panel: 'data-menu-panel',
  open: 'data-menu-open',
  close: 'data-menu-close',
} as const;

function enhanceDropdown(item: HTMLElement): void {
  const toggle = item.querySelector<HTMLElement>(`[${MENU_ATTRIBUTES.toggle}]`);
  const panel = item.querySelector<HTMLElement>(`[${MENU_ATTRIBUTES.panel}]`);
  if (!toggle || !panel) return;
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => toggle.setAttribute('aria-expanded', String(open));

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  item.addEventListener('mouseleave', () => setOpen(false));
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  item.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      event.stopPropagation();
      setOpen(false);
      toggle.focus();
    } else if (event.key === 'ArrowDown' && event.target === toggle) {
      event.preventDefault();
      setOpen(true);
      panel.querySelector<HTMLElement>('a')?.focus();
    }
  });
}

function enhanceMobileMenu(header: HTMLElement): void {
  const opener = header.querySelector<HTMLElement>(`[${MENU_ATTRIBUTES.open}]`);
  const dialog = document.getElementById(opener?.getAttribute('aria-controls') ?? '');
  if (!opener || !(dialog instanceof HTMLDialogElement)) return;
  // The toggle and the close button are also invoker commands (src/app/site-header.tsx): where the browser runs
  // them, the dialog may already be open when this script arrives, and the command finds it open or closed already
  // after these handlers. The handlers serve browsers without invoker commands.
  opener.setAttribute('aria-expanded', String(dialog.open));
  opener.addEventListener('click', () => {
    if (!dialog.open) dialog.showModal();
    opener.setAttribute('aria-expanded', 'true');
  });
  dialog.addEventListener('close', () => opener.setAttribute('aria-expanded', 'false'));
  dialog.querySelector(`[${MENU_ATTRIBUTES.close}]`)?.addEventListener('click', () => dialog.close());
  // Closing a modal dialog hands focus back to its opener. Leaving the page through one of its links must not: the
  // menu button would keep the focus ring while the next page loads, and keep focus when this page is restored from
  // the back-forward cache. Focus returns to the page's start instead.
  const closeLeaving = () => {
    dialog.close();
    if (document.activeElement === opener) opener.blur();
  };
  dialog.addEventListener('click', (event) => {
    // A click on the dialog itself (not its content) is on the backdrop; choosing a link leaves the page.
    const target = event.target as Element;
    if (target === dialog) dialog.close();
    else if (target.closest('a')) closeLeaving();
  });
  // A page restored from the back-forward cache comes back as it was left: with the menu closed.
  window.addEventListener('pagehide', closeLeaving);
}

export const island = nativeIsland('site-menu', (header) => {
  for (const item of header.querySelectorAll<HTMLElement>(`[${MENU_ATTRIBUTES.item}]`)) enhanceDropdown(item);
  enhanceMobileMenu(header);
});
