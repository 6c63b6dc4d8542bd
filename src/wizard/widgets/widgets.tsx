/**
 * The widgets and fields of the renderer's forms, by the names ui.json and rjsf use for them.
 *
 * - rjsf's MUI widgets for choices (select, checkbox, checkboxes, radio, range), loaded on first use;
 * - the renderer's own: `tel` (the telephone keypad on phones and the browser's phone autofill), the vehicle
 *   pickers and the VIN field, which read and fill sibling fields through the form context (form-context.ts),
 *   `toggle-list` and `computed` for the quote forms' optional lists and totals, `zip` (a ZIP code that fills the
 *   city and state) and the `attachments` field.
 *
 * Plain text, e-mail, number, date and text-area fields need no widget of their own: rjsf draws them with the
 * renderer's input (base-input-template.tsx), which is loaded with the form.
 */
import type { ComponentType } from 'react';
import { getTemplate, type RegistryFieldsType, type RegistryWidgetsType, type WidgetProps } from '@rjsf/utils';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import { COMPUTED_WIDGET } from '../data/computed-values';
import { HiddenField } from '../form/hidden-field';
import { lazyField, lazyWidget } from './lazy-widget';
import { useHydrated } from '../../components/use-hydrated';
import { ATTACHMENTS_FIELD } from '../../../engine/review/review-summary';
import { VEHICLE_MAKE_WIDGET } from '../../../engine/review/make-name';
import { HIDDEN_FIELD } from '../form/step-ui-schema';
import { ZipWidget } from './zip-widget';

export function TelWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="tel" />;
}

/**
 * A pop-up select opens from the page's code, and a toggle list's switch asks its question from it, so on a
 * pre-rendered page a tap on either before hydration would do nothing (unlike typed text, which the form adopts:
 * early-input.ts). They stay disabled until then, as the served buttons do.
 */
function untilHydrated(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function UntilHydrated(props: WidgetProps) {
    const hydrated = useHydrated();
    return <Widget {...props} disabled={props.disabled || !hydrated} />;
  }
  return UntilHydrated;
}

export const WIDGETS: RegistryWidgetsType = {
  TextareaWidget,
  SelectWidget: untilHydrated(
    lazyWidget(() => import('@rjsf/mui/lib/SelectWidget/SelectWidget.js').then((module) => module.default)),
  ),
  CheckboxWidget: lazyWidget(() => import('./checkbox-widget').then((module) => module.CheckboxWidget)),
  CheckboxesWidget: lazyWidget(() =>
    import('@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js').then((module) => module.default),
  ),
  RadioWidget: lazyWidget(() => import('@rjsf/mui/lib/RadioWidget/RadioWidget.js').then((module) => module.default)),
  RangeWidget: lazyWidget(() => import('@rjsf/mui/lib/RangeWidget/RangeWidget.js').then((module) => module.default)),
  tel: TelWidget,
  zip: ZipWidget,
  vin: lazyWidget(() => import('./vehicle/vin-widget').then((module) => module.VinWidget)),
  'vehicle-year': untilHydrated(lazyWidget(() => import('./vehicle/vehicle-widgets').then((module) => module.VehicleYearWidget))),
  [VEHICLE_MAKE_WIDGET]: lazyWidget(() => import('./vehicle/vehicle-widgets').then((module) => module.VehicleMakeWidget)),
  'vehicle-model': lazyWidget(() => import('./vehicle/vehicle-widgets').then((module) => module.VehicleModelWidget)),
  'toggle-list': untilHydrated(lazyWidget(() => import('./toggle-list-widget').then((module) => module.ToggleListWidget))),
  [COMPUTED_WIDGET]: lazyWidget(() => import('./computed-widget').then((module) => module.ComputedWidget)),
};

export const FIELDS: RegistryFieldsType = {
  [HIDDEN_FIELD]: HiddenField,
  [ATTACHMENTS_FIELD]: lazyField(() => import('./attachments/attachments-field').then((module) => module.AttachmentsField)),
};
