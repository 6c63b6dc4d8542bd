/** The main menu as the header and the mobile menu draw it: the content's items, with each wizard group's links. */
import { mainMenu, type MenuItem } from '../content/navigation';
import { wizardMenuLinks } from './wizard-routes';

export const siteMenu: readonly MenuItem[] = mainMenu.map((item) =>
  item.wizardGroup ? { ...item, children: [...(item.children ?? []), ...wizardMenuLinks(item.wizardGroup)] } : item,
);
