/**
 * The widgets a ui.json may name in "ui:widget", with the ui:options each one reads: the renderer's own
 * (src/wizard/widgets/widgets.tsx) and the rjsf built-ins the renderer keeps. The folder check and the docs read it,
 * so a name or an option the renderer does not know is refused before anything is drawn.
 */
export interface WidgetOption { key: string; description: string; example: unknown; required?: boolean }

export interface CatalogueWidget {
  /** The value of "ui:widget" (or the rjsf built-in it is). */
  name: string;
  /** One line: what it draws and when to use it. */
  description: string;
  /** A field schema it fits, for a live example. */
  schema: Record<string, unknown>;
  /** Every ui:options key it reads. */
  options: readonly WidgetOption[];
}

/** ui:options keys every field takes (rjsf's own and the renderer's layout). */
export const COMMON_OPTIONS: readonly WidgetOption[] = [
  { key: 'width', description: 'The share of a row from the small breakpoint up: "half", or "third" from the medium one; phones get full rows.', example: 'half' },
  { key: 'label', description: 'false drops the field\'s or the object\'s title.', example: false },
  { key: 'title', description: 'A title in place of the schema\'s.', example: 'Vehicle' },
  { key: 'description', description: 'A description in place of the schema\'s.', example: 'As printed on the policy.' },
  { key: 'format', description: '"currency" on a number: a "$" before it in the form, US dollars in the review.', example: 'currency' },
  { key: 'textCase', description: '"upper": the text is handed to the form in capitals (a state code typed "ca").', example: 'upper' },
  { key: 'inputType', description: 'The HTML input type rjsf gives the input.', example: 'text' },
  { key: 'emptyValue', description: 'The value an emptied field hands the form.', example: '' },
  { key: 'itemTitle', description: 'On a list: the title of each item\'s card ("Vehicle 2").', example: 'Vehicle' },
  { key: 'addLabel', description: 'On a list: the label of its add button.', example: 'Add Vehicle' },
];

export const WIDGET_CATALOGUE: readonly CatalogueWidget[] = [
  { name: 'text', description: 'A one-line text input; the default for a string.', schema: { type: 'string', title: 'City' }, options: [] },
  { name: 'textarea', description: 'A text input of several lines, for free text.', schema: { type: 'string', title: 'Comments' }, options: [{ key: 'rows', description: 'The lines it shows.', example: 4 }] },
  { name: 'email', description: 'An e-mail input: the e-mail keyboard on phones.', schema: { type: 'string', title: 'Email Address' }, options: [] },
  { name: 'tel', description: 'A phone input: the telephone keypad on phones; hands the form the digits without punctuation.', schema: { type: 'string', title: 'Phone' }, options: [] },
  { name: 'date', description: 'A date input with the browser\'s date picker.', schema: { type: 'string', title: 'Move Date' }, options: [] },
  { name: 'hidden', description: 'No control: a value the form keeps without showing it.', schema: { type: 'string', title: 'Quote Type' }, options: [] },
  { name: 'select', description: 'A pop-up list of a field\'s enum values; the default for an enum.', schema: { type: 'string', title: 'State', enum: ['CA', 'NV'] }, options: [] },
  { name: 'radio', description: 'Radio buttons, for a few choices shown at once.', schema: { type: 'string', title: 'Kind', enum: ['a', 'b'] }, options: [] },
  { name: 'checkbox', description: 'A check box; the default for a boolean.', schema: { type: 'boolean', title: 'I agree' }, options: [] },
  { name: 'checkboxes', description: 'A check box for each value of a list of enum values.', schema: { type: 'array', title: 'Cover', items: { type: 'string', enum: ['a', 'b'] }, uniqueItems: true }, options: [] },
  { name: 'range', description: 'A slider over a number\'s minimum and maximum.', schema: { type: 'integer', title: 'Drivers', minimum: 1, maximum: 5 }, options: [] },
  { name: 'zip', description: 'A ZIP code input that fills the city and state from the API\'s ZIP code table.', schema: { type: 'string', title: 'ZIP Code' }, options: [{ key: 'fill', description: 'The city and state fields it fills, as relative JSON Pointers.', example: { city: '1/city', state: '1/state' } }] },
  { name: 'vin', description: 'A VIN input that decodes the year, make and model into sibling fields.', schema: { type: 'string', title: 'VIN' }, options: [{ key: 'lookup', description: 'Where the decoded year, make and model go.', example: { year: '1/vehicleYear', make: '1/vehicleMake', model: '1/vehicleModel' } }] },
  { name: 'vehicle-year', description: 'A select of model years, newest first.', schema: { type: 'integer', title: 'Year' }, options: [{ key: 'years', description: 'How many model years it offers.', example: 30 }] },
  { name: 'vehicle-make', description: 'A make picker listing the makes of the chosen year.', schema: { type: 'string', title: 'Make' }, options: [{ key: 'yearField', description: 'The year field.', example: '1/vehicleYear' }, { key: 'modelField', description: 'The model field, cleared when the make changes.', example: '1/vehicleModel' }] },
  { name: 'vehicle-model', description: 'A model picker listing the models of the chosen make and year.', schema: { type: 'string', title: 'Model' }, options: [{ key: 'yearField', description: 'The year field.', example: '1/vehicleYear' }, { key: 'makeField', description: 'The make field.', example: '1/vehicleMake' }] },
  { name: 'toggle-list', description: 'A switch on a boolean that governs a list: on adds an item, off clears the list after a confirmation.', schema: { type: 'boolean', title: 'Add vehicles?' }, options: [{ key: 'list', description: 'The list it governs.', example: '1/vehicles', required: true }, { key: 'confirm', description: 'The question asked before clearing.', example: { message: 'Remove all vehicles?', confirmLabel: 'Yes', cancelLabel: 'No' } }, { key: 'addFirstItem', description: 'Whether turning it on adds one empty item.', example: true }] },
  { name: 'computed', description: 'A read-only total the renderer keeps up to date: a sum over a list or its count.', schema: { type: 'number', title: 'Total Payroll' }, options: [{ key: 'sumOf', description: 'The list and the property summed.', example: { list: '1/employeeClassifications', property: 'estimatedAnnualPayroll' } }, { key: 'countOf', description: 'The list counted.', example: '1/vehicles' }] },
];
