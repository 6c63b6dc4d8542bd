import { renderToStaticMarkup } from 'react-dom/server';
import type { WidgetProps } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { CheckboxWidget } from './checkbox-widget';

const noop = () => undefined;

describe('CheckboxWidget', () => {
  it('puts the description under its checkbox and ties them together', () => {
    const props = {
      id: 'wizard.earthquakeCoverage',
      label: 'Earthquake Coverage',
      value: false,
      schema: { type: 'boolean', description: 'Adds cover for earthquake damage.' },
      uiSchema: {},
      options: {},
      required: false,
      onChange: noop,
      onBlur: noop,
      onFocus: noop,
      registry: { templates: { DescriptionFieldTemplate: ({ id, description }: { id: string; description: string }) => <span id={id}>{description}</span> } },
    } as unknown as WidgetProps;
    const markup = renderToStaticMarkup(<CheckboxWidget {...props} />);
    const box = markup.indexOf('type="checkbox"');
    expect(box).toBeGreaterThan(-1);
    expect(markup.indexOf('Adds cover for earthquake damage.')).toBeGreaterThan(box);
    expect(markup).toMatch(/type="checkbox"[^>]*aria-describedby="[^"]*wizard\.earthquakeCoverage__description/);
  });
});
