import { readFileSync } from 'node:fs';
import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { COMMON_OPTIONS, WIDGET_CATALOGUE } from '../../../engine/widget-catalogue';
import { WIDGETS } from './widgets';

// What rjsf draws with: its own widgets, under the renderer's.
const registered = { ...getDefaultRegistry().widgets, ...WIDGETS };

describe('the widget catalogue the folder rules check ui.json against', () => {
  it('names every widget the renderer registers under a name of its own', () => {
    // rjsf's own slots (TextareaWidget, SelectWidget ...) are replaced, not named in ui.json.
    const own = Object.keys(WIDGETS).filter((name) => !name.endsWith('Widget'));
    expect(own.filter((name) => !WIDGET_CATALOGUE.some((widget) => widget.name === name))).toEqual([]);
  });

  it.each(WIDGET_CATALOGUE.map((widget) => [widget.name, widget] as const))('%s is a widget rjsf finds for its example field', (name, widget) => {
    expect(() => getWidget(widget.schema as RJSFSchema, name, registered)).not.toThrow();
  });

  it('tells a name rjsf does not have from one it has', () => {
    expect(() => getWidget({ type: 'string' }, 'tel-number', registered)).toThrow();
  });

  it('is the widgets section of docs/adding-a-wizard.md', () => {
    const docs = readFileSync(new URL('../../../docs/adding-a-wizard.md', import.meta.url), 'utf8');
    const section = docs.split('### Widgets and their options')[1]?.split('\n### ')[0] ?? '';
    const widgetRows = [...section.matchAll(/^\| `([A-Za-z-]+)` \| /gm)].map((match) => match[1]);
    const names = [...WIDGET_CATALOGUE.map((widget) => widget.name), ...COMMON_OPTIONS.map((option) => option.key)];
    expect(widgetRows).toEqual(names);
    for (const widget of WIDGET_CATALOGUE) for (const option of widget.options) expect(section).toContain(`\`${option.key}\``);
  });
});
