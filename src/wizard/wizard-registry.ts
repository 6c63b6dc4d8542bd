/**
 * Discovers the wizards from the folders under forms/. Only each wizard's route and title are bundled eagerly
 * (for the router and the links); its schema, ui.json and machine load lazily, so a wizard's page downloads only
 * its own wizard. Adding a folder under forms/ is all a new wizard needs.
 */
import type { WizardMachine } from '../../engine/wizard-machine';

// Only `route` and `title` are read eagerly. (The bundler still ships each ui.json, a few KB, with the main chunk,
// since the same module is also imported lazily; schemas, machines and the form library stay in lazy chunks.)
const routes = import.meta.glob<string>('/forms/*/ui.json', { eager: true, import: 'route' });
const titles = import.meta.glob<string>('/forms/*/ui.json', { eager: true, import: 'title' });

export const schemaModules = import.meta.glob<Record<string, unknown>>('/forms/*/schema.json', {
  import: 'default',
});
export const uiModules = import.meta.glob<unknown>('/forms/*/ui.json', { import: 'default' });
export const machineModules = import.meta.glob<WizardMachine>('/forms/*/machine.ts', { import: 'machine' });

export interface WizardEntry {
  id: string;
  route: string;
  title: string;
}

export function wizardIdOf(modulePath: string): string {
  const match = /^\/forms\/([^/]+)\//.exec(modulePath);
  if (!match?.[1]) throw new Error(`Not a wizard module path: ${modulePath}`);
  return match[1];
}

export function wizardModulePath(id: string, file: 'schema.json' | 'ui.json' | 'machine.ts'): string {
  return `/forms/${id}/${file}`;
}

export const wizardEntries: readonly WizardEntry[] = Object.entries(routes)
  .map(([path, route]) => ({ id: wizardIdOf(path), route, title: titles[path] ?? route }))
  .sort((a, b) => a.route.localeCompare(b.route));
