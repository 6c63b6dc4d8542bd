/**
 * `"ui:widget": "toggle-list"`: a switch that opens or closes an optional list (additional interests, vehicles,
 * employee classifications). The rules are in toggle-list.ts; the list and the toggle change together through the
 * renderer's `update`, so a cleared list and the toggle turned off are one change of the data.
 */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ariaDescribedByIds, labelValue, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { getAtPointer } from '../../../json/json-pointer';
import { schemaAtPointer } from '../../../engine/schema-at-pointer';
import { fieldIdToPointer } from '../form/field-ids';
import { referencedPointer, wizardFormContext } from '../form/form-context';
import { addsFirstItem, clearListPatch, toggleListOptions, toggleOutcome } from './toggle-list';
import { isRecord } from '../../../json/json-value';

export function ToggleListWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, disabled, readonly, registry, options } = props;
  const [confirming, setConfirming] = useState(false);
  const messageId = useId();
  const context = wizardFormContext(registry);
  const config = toggleListOptions(options);
  const own = fieldIdToPointer(id);
  const list = config ? referencedPointer(id, config.list) : null;
  const checked = value === true;

  const firstItem = (): Record<string, unknown> | null => {
    if (!config || list === null) return null;
    const root = registry.rootSchema;
    if (!addsFirstItem(config.addFirstItem, schemaAtPointer(root, list)?.minItems)) return null;
    const itemSchema = schemaAtPointer(root, `${list}/0`);
    // The item's schema defaults (a toggle inside it defaulting to false), as rjsf's Add button would fill them.
    const defaults = itemSchema ? registry.schemaUtils.getDefaultFormState(itemSchema as RJSFSchema, undefined) : {};
    return isRecord(defaults) ? defaults : {};
  };

  const onToggle = (on: boolean) => {
    // Without the renderer (or a list option) it is a plain switch.
    if (!context || !config || own === null || list === null) {
      props.onChange(on);
      return;
    }
    const outcome = toggleOutcome({ on, toggle: own, list, items: getAtPointer(context.getData(), list), firstItem: firstItem() });
    if (outcome.kind === 'confirm') setConfirming(true);
    else context.update(outcome.patch);
  };

  const onConfirm = () => {
    setConfirming(false);
    if (context && own !== null && list !== null) context.update(clearListPatch(own, list));
  };

  return (
    <>
      <FormControlLabel
        data-testid="toggle-list"
        data-field={own ?? undefined}
        control={
          <Switch
            id={id}
            name={props.htmlName ?? id}
            checked={checked}
            disabled={Boolean(disabled || readonly)}
            autoFocus={props.autofocus}
            onChange={(event) => onToggle(event.target.checked)}
            onBlur={() => props.onBlur(id, value)}
            onFocus={() => props.onFocus(id, value)}
            slotProps={{ input: { 'aria-describedby': ariaDescribedByIds(id) } }}
          />
        }
        label={labelValue(label || undefined, hideLabel, '')}
      />
      {config && (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          aria-labelledby={messageId}
          data-testid="toggle-list-dialog"
          slotProps={{ paper: { role: 'alertdialog' } }}
        >
          <DialogContent>
            <DialogContentText id={messageId} sx={{ color: 'text.primary', fontSize: '1.05rem' }}>
              {config.confirm.message}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
            {/* Keeping is the safe default, so it has focus when the dialog opens. */}
            <Button autoFocus variant="outlined" onClick={() => setConfirming(false)} data-testid="toggle-list-cancel">
              {config.confirm.cancelLabel}
            </Button>
            <Button variant="contained" color="error" onClick={onConfirm} data-testid="toggle-list-confirm">
              {config.confirm.confirmLabel}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
