/**
 * The ids of a text input's lines (components/text-input.tsx), shared with the native islands that switch them, which
 * must not import the component's MUI code.
 */

/** The id of a field's helper line (its validation message). */
export const helperTextId = (inputId: string) => `${inputId}-helper-text`;

/** The id of a field's hint line (how to fill it in). */
export const hintTextId = (inputId: string) => `${inputId}-hint`;
