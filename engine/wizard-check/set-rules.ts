/**
 * The rules of the folders together: what no two may share (ids, routes, endpoints, request-id prefixes, places in
 * a menu and on a hub) and what the site and the API keep for themselves.
 */
import type { SetFinding, SetRule } from './rule';
import type { CheckedWizard } from './types';

/** A rule that no two folders give the same value; each holder is told which others share it. */
function sharedValue(
  id: string,
  description: string,
  value: { label: string; file: string; pointer: string; of: (wizard: CheckedWizard) => string; fix: string },
): SetRule {
  return {
    id,
    description,
    check: ({ wizards }) => {
      const holders = new Map<string, string[]>();
      for (const wizard of wizards) holders.set(value.of(wizard), [...(holders.get(value.of(wizard)) ?? []), wizard.id]);
      const findings: SetFinding[] = [];
      for (const [shared, ids] of holders) {
        if (ids.length < 2) continue;
        for (const holder of ids) {
          const others = ids.filter((other) => other !== holder).map((other) => `forms/${other}`).join(', ');
          findings.push({ id: holder, file: value.file, pointer: value.pointer, problem: `The ${value.label} ${shared} is also used by ${others}.`, fix: value.fix });
        }
      }
      return findings;
    },
  };
}

export const sharedId = sharedValue('set/shared-id', 'No two folders have the same id, whatever its case.', {
  label: 'id', file: '', pointer: '', of: (wizard) => wizard.id.toLowerCase(), fix: 'Rename the folder: wizard ids are unique, whatever their case.',
});

export const sharedRoute = sharedValue('set/shared-route', 'No two wizards have the same route.', {
  label: 'route', file: 'ui.json', pointer: '/route', of: (wizard) => wizard.ui.route, fix: 'Give the wizard a route of its own.',
});

export const sharedEndpoint = sharedValue('set/shared-endpoint', 'No two wizards have the same endpoint (API alias).', {
  label: 'endpoint', file: 'ui.json', pointer: '/endpoint', of: (wizard) => wizard.ui.endpoint, fix: 'Give the wizard an API alias of its own.',
});

export const sharedRequestIdPrefix = sharedValue('set/shared-request-id-prefix', 'No two wizards have the same request-id prefix.', {
  label: 'request-id prefix', file: 'ui.json', pointer: '/requestIdPrefix', of: (wizard) => wizard.ui.requestIdPrefix,
  fix: 'Choose a prefix no other wizard uses, so a request id names its wizard.',
});

export const sharedMenuOrder = sharedValue('set/shared-menu-order', 'No two wizards of a group have the same menu order.', {
  label: 'menu position', file: 'page.json', pointer: '/placement/menu/order',
  of: (wizard) => `${wizard.page.placement.group} ${wizard.page.placement.menu.order}`, fix: 'Give each wizard of the group its own menu order.',
});

export const sharedMenuLabel = sharedValue('set/shared-menu-label', 'No two wizards of a group have the same menu label.', {
  label: 'menu label', file: 'page.json', pointer: '/placement/menu/label',
  of: (wizard) => `${wizard.page.placement.group} ${wizard.page.placement.menu.label}`, fix: 'Give each wizard of the group its own menu label.',
});

export const sharedCardOrder = sharedValue('set/shared-card-order', 'No two wizards of a group have the same hub card order.', {
  label: 'card position', file: 'page.json', pointer: '/placement/card/order',
  of: (wizard) => `${wizard.page.placement.group} ${wizard.page.placement.card.order}`, fix: 'Give each wizard of the group its own card order.',
});

export const routeReserved: SetRule = {
  id: 'set/route-reserved',
  description: 'A wizard\'s route is none of the site\'s other pages that the check is given.',
  check: ({ wizards, reserved }) =>
    wizards
      .filter((wizard) => reserved.routes?.includes(wizard.ui.route))
      .map((wizard) => ({ id: wizard.id, file: 'ui.json', pointer: '/route', problem: `The route ${wizard.ui.route} is a page of the site.`, fix: 'Choose a route no content page has.' })),
};

export const endpointReserved: SetRule = {
  id: 'set/endpoint-reserved',
  description: 'A wizard\'s endpoint is neither one of the API\'s own paths nor below one.',
  check: ({ wizards, reserved }) =>
    wizards.flatMap((wizard) => {
      const prefix = reserved.endpointPrefixes?.find((taken) => wizard.ui.endpoint === taken || wizard.ui.endpoint.startsWith(`${taken}/`));
      if (!prefix) return [];
      return [{ id: wizard.id, file: 'ui.json', pointer: '/endpoint', problem: `The endpoint ${wizard.ui.endpoint} collides with the API's own ${prefix}.`, fix: `Choose an endpoint outside ${prefix}.` }];
    }),
};
