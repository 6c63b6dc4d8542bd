/** Stands in for every field the current step does not edit: its value stays in the form data, unseen. */
export function HiddenField(): null {
  return null;
}
