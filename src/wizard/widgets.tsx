/**
 * Widgets the renderer adds to rjsf's set, usable by name from any ui.json (`"ui:widget": "tel"`).
 * `tel` gives phone fields the telephone keypad on phones and the browser's phone autofill. The vehicle pickers
 * and the VIN field read and fill their sibling fields through the renderer's form context (form-context.ts).
 */
import { getTemplate, type RegistryWidgetsType, type WidgetProps } from '@rjsf/utils';
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
};
