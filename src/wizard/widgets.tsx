/**
 * Widgets the renderer adds to rjsf's set, usable by name from any ui.json (`"ui:widget": "tel"`).
 * `toggle-list` (toggle-list.ts) and `computed` (computed-values.ts) carry the quote forms' optional lists and totals.
 * `tel` gives phone fields the telephone keypad on phones and the browser's phone autofill. The vehicle pickers
 * and the VIN field read and fill their sibling fields through the renderer's form context (form-context.ts).
 */
import { getTemplate, type RegistryWidgetsType, type WidgetProps } from '@rjsf/utils';
import { COMPUTED_WIDGET } from './computed-values';
import { ComputedWidget } from './computed-widget';
import { ToggleListWidget } from './toggle-list-widget';
import { VehicleMakeWidget, VehicleModelWidget, VehicleYearWidget } from './vehicle-widgets';
import { VinWidget } from './vin-widget';

export function TelWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="tel" />;
}

export const WIDGETS: RegistryWidgetsType = {
  tel: TelWidget,
  vin: VinWidget,
  'vehicle-year': VehicleYearWidget,
  'vehicle-make': VehicleMakeWidget,
  'vehicle-model': VehicleModelWidget,
  'toggle-list': ToggleListWidget,
  [COMPUTED_WIDGET]: ComputedWidget,
};
