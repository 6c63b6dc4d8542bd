/**
 * Widgets and fields whose code loads the first time a form draws one: the select and choice widgets, the vehicle
 * pickers, the toggle lists, the uploads... Most wizard steps need none of them, and together with the MUI parts
 * they bring (menus, pop-overs, dialogs, autocomplete) they would otherwise weigh on every wizard page. Each one
 * sits in its own <Suspense>: while its code loads (or, in a pre-rendered page, until it hydrates), the rest of the
 * form already works.
 */
import { Suspense, lazy, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { FieldProps, WidgetProps } from '@rjsf/utils';

/** Holds the place of an outlined input, so the form does not jump when the widget arrives. */
function WidgetPlaceholder() {
  return <Box sx={{ minHeight: 56 }} aria-busy="true" />;
}

function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={<WidgetPlaceholder />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

export const lazyWidget: (load: () => Promise<ComponentType<WidgetProps>>) => ComponentType<WidgetProps> = lazyComponent;
export const lazyField: (load: () => Promise<ComponentType<FieldProps>>) => ComponentType<FieldProps> = lazyComponent;
