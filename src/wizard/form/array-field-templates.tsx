/**
 * Lists of objects (vehicles, drivers, additional interests): each item is an outlined card headed by its name and
 * number ("Vehicle 2") with a labelled Remove button, and the list ends with an Add button. Only what a visitor of
 * these forms needs: no reordering or copying.
 *
 * ui:options of the array: `itemTitle` names one item (default: the item schema's title, else the list's title),
 * `addLabel` the add button (default "Add <item title>"). The schema's `minItems` disables Remove at the minimum (the
 * last vehicle and driver stay, docs/spec-readings.md#list-minimum); at `maxItems` Add is disabled and says how many
 * are allowed (docs/spec-readings.md#list-maximum).
 *
 * Focus never falls to the page: Add moves it to the new item's first field, Remove to the heading of the item
 * before the removed one, or to Add when there is none.
 */
import { createContext, memo, useCallback, useContext, useEffect, useId, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
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
import { focusFirstControl } from './focus-field';
import { sameElement } from './same-element';
import { TitledFieldset } from './titled-fieldset';
import { textOption } from './widget-options';
import { isRecord } from '../../../json/json-value';

interface ArrayInfo {
  itemName: string;
  minItems: number;
  /** Told by an item's Remove button before it removes the item, so the list can place focus afterwards. */
  removing: (index: number) => void;
}

// The item template gets the item's schema, not the list's: the list passes its name, minimum and removal down.
const ArrayInfoContext = createContext<ArrayInfo>({ itemName: 'Item', minItems: 0, removing: () => undefined });

type FocusAfterChange = { kind: 'added' } | { kind: 'removed'; index: number };

/** Moves focus once the list has redrawn after an Add or a Remove. */
function useFocusAfterChange(itemCount: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<FocusAfterChange | null>(null);
  useEffect(() => {
    const change = pending.current;
    if (!change || !listRef.current) return;
    pending.current = null;
    const cards = Array.from(listRef.current.children);
    if (change.kind === 'added') {
      const fields = cards.at(-1)?.querySelector('[data-item-fields]');
      if (fields) focusFirstControl(fields);
      return;
    }
    const previous = cards[change.index - 1]?.querySelector<HTMLElement>('[data-item-heading]');
    (previous ?? addRef.current)?.focus();
  }, [itemCount]);
  const added = useCallback(() => {
    pending.current = { kind: 'added' };
  }, []);
  const removing = useCallback((index: number) => {
    pending.current = { kind: 'removed', index };
  }, []);
  return { listRef, addRef, added, removing };
}

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
  const focus = useFocusAfterChange(items.length);
  const { added, removing } = focus;
  const arrayInfo = useMemo(() => ({ itemName, minItems, removing }), [itemName, minItems, removing]);
  const onAdd = (event: MouseEvent<HTMLButtonElement>) => {
    added();
    onAddClick(event);
  };

  return (
    <TitledFieldset
      headingId={titleId(fieldPathId)}
      title={typeof options.title === 'string' ? options.title : title}
      required={required}
      description={description}
      testId="array-field"
    >
      <ArrayInfoContext.Provider value={arrayInfo}>
        <Stack ref={focus.listRef} spacing={2}>
          {items}
        </Stack>
      </ArrayInfoContext.Provider>
      {(canAdd || full) && (
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button
            type="button"
            id={buttonId(fieldPathId, 'add')}
            ref={focus.addRef}
            variant="outlined"
            startIcon={<AddIcon aria-hidden />}
            onClick={onAdd}
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
    </TitledFieldset>
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
      {/* Focusable from script only: focus lands here when the item after it is removed. */}
      <Typography id={headingId} component="h4" tabIndex={-1} data-item-heading sx={{ fontWeight: 700, fontSize: '1rem' }}>
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
  const { itemName, minItems, removing } = useContext(ArrayInfoContext);
  const headingId = useId();
  // rjsf hands a new remove handler on every render; the card gets one that always calls the latest.
  const latestRemove = useRef({ remove: buttonsProps.onRemoveItem, index });
  latestRemove.current = { remove: buttonsProps.onRemoveItem, index };
  const onRemove = useCallback(() => {
    removing(latestRemove.current.index);
    latestRemove.current.remove();
  }, [removing]);
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
        <div data-item-fields>{children}</div>
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
