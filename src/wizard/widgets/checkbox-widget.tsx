/**
 * A boolean field as a checkbox with its label, and its description under both, lined up with the label text.
 * rjsf's MUI checkbox puts the description above the box, where it reads as the previous field's help.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ariaDescribedByIds, descriptionId, getTemplate, labelValue, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';

/** The checkbox's width less MUI's negative margin: where the label text starts. */
const LABEL_INDENT = '31px';

export function CheckboxWidget(props: WidgetProps) {
  const { schema, id, htmlName, value, disabled, readonly, label, hideLabel, autofocus, onChange, onBlur, onFocus, registry, options, uiSchema, required } =
    props;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  // An unticked box would fail the browser's own check, so `required` goes on only when the value must be true.
  const trueValueRequired = schemaRequiresTrueValue(schema) && required;
  const description = options.description ?? schema.description;
  return (
    <>
      <FormControlLabel
        required={trueValueRequired}
        control={
          <Checkbox
            id={id}
            name={htmlName || id}
            checked={typeof value === 'undefined' ? false : Boolean(value)}
            required={trueValueRequired}
            disabled={disabled || readonly}
            autoFocus={autofocus}
            onChange={(_event, checked) => onChange(checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
            slotProps={{ input: { 'aria-describedby': ariaDescribedByIds(id) } }}
          />
        }
        label={labelValue(label, hideLabel, false)}
      />
      {!hideLabel && description && (
        <Box sx={{ pl: LABEL_INDENT, mt: -0.75 }}>
          <DescriptionFieldTemplate id={descriptionId(id)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
        </Box>
      )}
    </>
  );
}
