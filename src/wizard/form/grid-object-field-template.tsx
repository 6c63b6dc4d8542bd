/**
 * Lays an object's fields out on a responsive grid: `ui:options.width` "half" or "third" sets the share of a row
 * (phones always get full rows). A third starts at the medium breakpoint: between the small and the medium one, a
 * third of the card leaves an empty field too little room for its label ("ZIP Code" and its asterisk), so it gets
 * half a row there. Nested objects with a title (e.g. "Current Address")
 * become a fieldset with a subheading; `ui:options.label: false` drops the title, and the root never shows one
 * since the step heading names the form (nor does an item of a list, which its card heads). Fields whose
 * `ui:options.showWhen` fails for the current data are left out (show-when.ts).
 */
import { memo, useCallback, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { TitledFieldset } from './titled-fieldset';
import type { FormData } from '../../../engine/wizard-machine';
import { escapePointerToken, pointerFromTokens } from '../../../json/json-pointer';
import { useFormSelector, wizardFormContext } from './form-context';
import { isShown } from '../../../engine/show-when';
import { sameElement } from './same-element';
import { isHiddenUi } from './step-ui-schema';
import { hidesLabel, uiOptions } from '../../../engine/ui-schema-nodes';
import { isRecord } from '../../../json/json-value';

function columnSize(fieldUi: unknown): { xs: number; sm?: number; md?: number } {
  const width = isRecord(fieldUi) ? uiOptions(fieldUi).width : undefined;
  if (width === 'half') return { xs: 12, sm: 6 };
  if (width === 'third') return { xs: 12, sm: 6, md: 4 };
  return { xs: 12 };
}

/**
 * One field's place on the grid. rjsf renders every field of an object when one of them changes; a field whose
 * element comes with the same props keeps its cell as it was, so a key press renders the field typed into, not its
 * neighbours.
 */
const GridCell = memo(
  function GridCell({ fieldUi, children }: { fieldUi: unknown; children: ReactNode }) {
    return <Grid size={columnSize(fieldUi)}>{children}</Grid>;
  },
  (before, after) => before.fieldUi === after.fieldUi && sameElement(before.children, after.children),
);

export function GridObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, uiSchema = {}, fieldPathId, registry } = props;
  const own = pointerFromTokens(fieldPathId.path);
  // A field whose showWhen condition fails is not drawn (its value is already gone from the data: derive-data.ts).
  // The object follows only which of its fields are hidden, not every change of the data.
  const names = properties.map((property) => property.name).join('\n');
  const hiddenByCondition = useCallback(
    (data: FormData) =>
      names
        .split('\n')
        .filter((name) => {
          const fieldUi = uiSchema[name];
          return isRecord(fieldUi) && !isShown(fieldUi, `${own}/${escapePointerToken(name)}`, data);
        })
        .join('\n'),
    [names, uiSchema, own],
  );
  const hidden = new Set(useFormSelector(wizardFormContext(registry), hiddenByCondition, '').split('\n'));
  const visible = properties.filter((property) => !isHiddenUi(uiSchema[property.name]) && !hidden.has(property.name));
  if (visible.length === 0) return null;
  const isRoot = fieldPathId.path.length === 0;
  // An item of a list is headed by the list's item template ("Vehicle 2"), not by its own title.
  const isListItem = typeof fieldPathId.path.at(-1) === 'number';
  const showTitle = !isRoot && !isListItem && Boolean(title) && !hidesLabel(uiSchema);

  const grid = (
    <Grid container columnSpacing={2} rowSpacing={2.5}>
      {visible.map((property) => (
        <GridCell key={property.name} fieldUi={uiSchema[property.name]}>
          {property.content}
        </GridCell>
      ))}
    </Grid>
  );

  if (!showTitle) return grid;
  return (
    <TitledFieldset headingId={titleId(fieldPathId)} title={title} description={description}>
      {grid}
    </TitledFieldset>
  );
}
