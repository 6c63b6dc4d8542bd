/**
 * Widgets the renderer adds to rjsf's set, usable by name from any ui.json (`"ui:widget": "tel"`).
 * `tel` gives phone fields the telephone keypad on phones and the browser's phone autofill.
 */
import { getTemplate, type RegistryWidgetsType, type WidgetProps } from '@rjsf/utils';

export function TelWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="tel" />;
}

export const WIDGETS: RegistryWidgetsType = { tel: TelWidget };
