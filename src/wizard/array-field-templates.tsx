/**
 * Lists of objects (vehicles, drivers, additional interests): each item is an outlined card headed by its name and
 * number ("Vehicle 2") with a labelled Remove button, and the list ends with an Add button. Only what a visitor of
 * these forms needs: no reordering or copying.
 *
 * ui:options of the array: `itemTitle` names one item (default: the item schema's title, else the list's title),
 * `addLabel` the add button (default "Add <item title>"). The schema's `minItems` disables Remove at the minimum
 * (spec 4.3: the last vehicle and driver stay); at `maxItems` Add is disabled and says how many are allowed.
 */
import { createContext, memo, useCallback, useContext, useId, useMemo, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  buttonId,
  getUiOptions,
  titleId,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
} from '@rjsf/utils';
import { sameElement } from './same-element';
import { textOption } from './widget-options';
import { isRecord } from '../../schemas/json-value';

interface ArrayInfo {
  itemName: string;
  minItems: number;
}

// The item template gets the item's schema, not the list's: the list passes its name and minimum down.
const ArrayInfoContext = createContext<ArrayInfo>({ itemName: 'Item', minItems: 0 });

export function WizardArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, schema, title, required, registry } = props;
  const options = getUiOptions(uiSchema);
  const itemSchema = isRecord(schema.items) ? registry.schemaUtils.retrieveSchema(schema.items) : undefined;
  const itemName = textOption(options, 'itemTitle') ?? itemSchema?.title ?? title;
  const addLabel = textOption(options, 'addLabel') ?? `Add ${itemName.toLowerCase()}`;
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  const full = maxItems !== undefined && items.length >= maxItems;
  const description = typeof options.description === 'string' ? options.description : schema.description;
  const limitId = `${fieldPathId.$id}__limit`;
  // The same object while nothing in it changes: a new one would make React look for its readers in every field
  // of the list on every key press.
  const arrayInfo = useMemo(() => ({ itemName, minItems }), [itemName, minItems]);

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, mt: 1 }} data-testid="array-field">
      <Box component="legend" sx={{ p: 0, mb: 2, width: '100%' }}>
        <Typography
          id={titleId(fieldPathId)}
          component="h3"
          variant="h6"
          sx={{ fontSize: '1.1rem', pb: 0.75, borderBottom: 1, borderColor: 'divider' }}
        >
          {typeof options.title === 'string' ? options.title : title}
          {required && (
            <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }}>
              *
            </Box>
          )}
        </Typography>
      </Box>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <ArrayInfoContext.Provider value={arrayInfo}>
        <Stack spacing={2}>{items}</Stack>
      </ArrayInfoContext.Provider>
      {(canAdd || full) && (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button
            type="button"
            id={buttonId(fieldPathId, 'add')}
            variant="outlined"
            startIcon={<AddIcon aria-hidden />}
            onClick={onAddClick}
            disabled={!canAdd || Boolean(disabled || readonly)}
            aria-describedby={full ? limitId : undefined}
          >
            {addLabel}
          </Button>
          {full && (
            <Typography id={limitId} variant="body2" color="text.secondary">
              You can add up to {maxItems}.
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

interface ItemHeaderProps {
  headingId: string;
  name: string;
  canRemove: boolean;
  removeDisabled: boolean;
  onRemove: () => void;
}

/**
 * The item's heading and Remove button, memoised: typing into one item of a long list re-renders every item's card,
 * and this part, with its button, changes only with the item's place in the list.
 */
const ItemHeader = memo(function ItemHeader({ headingId, name, canRemove, removeDisabled, onRemove }: ItemHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
      <Typography id={headingId} component="h4" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {name}
      </Typography>
      {canRemove && (
        <Button
          type="button"
          color="error"
          size="small"
          startIcon={<DeleteOutlineIcon aria-hidden />}
          onClick={onRemove}
          disabled={removeDisabled}
          aria-label={`Remove ${name}`}
        >
          Remove
        </Button>
      )}
    </Box>
  );
});

export function WizardArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, totalItems, disabled, readonly } = props;
  const { itemName, minItems } = useContext(ArrayInfoContext);
  const headingId = useId();
  // rjsf hands a new remove handler on every render; the card gets one that always calls the latest.
  const latestRemove = useRef(buttonsProps.onRemoveItem);
  latestRemove.current = buttonsProps.onRemoveItem;
  const onRemove = useCallback(() => latestRemove.current(), []);
  return (
    <ItemCard
      headingId={headingId}
      name={`${itemName} ${index + 1}`}
      canRemove={buttonsProps.hasRemove}
      removeDisabled={Boolean(disabled || readonly) || totalItems <= minItems}
      onRemove={onRemove}
    >
      {children}
    </ItemCard>
  );
}

interface ItemCardProps extends ItemHeaderProps {
  children: ReactNode;
}

/**
 * One item's card. rjsf re-renders every item of a list when one of them changes; an item whose own field element
 * comes with the same props as before (its data, errors and handlers unchanged) keeps its card as it was, so a key
 * press in one of 15 classifications renders one card, not 15.
 */
const ItemCard = memo(
  function ItemCard({ children, headingId, ...header }: ItemCardProps) {
    return (
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={headingId}
        data-testid="array-item"
        // A long list (15 classifications, 4 vehicles) is mostly off screen: the browser skips the style and layout
        // work of the items out of view, which a key press in one item would otherwise redo for all of them.
        sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' }}
      >
        <ItemHeader headingId={headingId} {...header} />
        {children}
      </Paper>
    );
  },
  (before, after) =>
    before.headingId === after.headingId &&
    before.name === after.name &&
    before.canRemove === after.canRemove &&
    before.removeDisabled === after.removeDisabled &&
    before.onRemove === after.onRemove &&
    sameElement(before.children, after.children),
);
