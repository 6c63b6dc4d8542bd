/**
 * A ZIP code field ("ui:widget": "zip") that, with `ui:options.fill = { "city": "1/city", "state": "1/state" }`,
 * fills the city and state once a ZIP code is typed (zip-fill.ts): only fields that are empty or still hold what an
 * earlier code filled in. The field itself is the renderer's text input; the fill is announced to screen readers
 * (the filled fields show it on screen). A failed lookup changes nothing: the fields stay the visitor's to fill.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { getAtPointer } from '../../engine/json-pointer';
import { visuallyHidden } from '../components/visually-hidden';
import { referencedPointer, wizardFormContext } from './form-context';
import { zipFillOption } from './widget-options';
import { fiveDigitZip, zipFillPatch, zipLookup } from './zip-fill';

export function ZipWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  const fill = zipFillOption(props.options);
  const cityReference = fill?.city;
  const stateReference = fill?.state;
  const zip = fiveDigitZip(props.value);
  const [announcement, setAnnouncement] = useState('');
  // What this field filled in last, by pointer: those values are still the form's, not the visitor's.
  const filled = useRef<Record<string, unknown>>({});
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (zip === null || cityReference === undefined || stateReference === undefined) return;
    let current = true;
    zipLookup(zip)
      .then((place) => {
        const { id, registry } = latest.current;
        const context = wizardFormContext(registry);
        const city = referencedPointer(id, cityReference);
        const state = referencedPointer(id, stateReference);
        if (!current || !place || !context || city === null || state === null) return;
        // The answer is about the code typed when it was asked; a code edited since has its own lookup.
        if (fiveDigitZip(latest.current.value) !== zip) return;
        const data = context.getData();
        const patch = zipFillPatch(place, { city, state }, (pointer) => getAtPointer(data, pointer), filled.current);
        if (Object.keys(patch).length === 0) return;
        filled.current = { ...filled.current, ...patch };
        context.update(patch);
        setAnnouncement(`Filled in from the ZIP code: ${place.city}, ${place.state}.`);
      })
      .catch((error: unknown) => console.warn('ZIP code lookup failed', error));
    return () => {
      current = false;
    };
  }, [zip, cityReference, stateReference]);

  return (
    <>
      <BaseInputTemplate {...props} />
      <Box component="span" role="status" sx={visuallyHidden} data-testid="zip-fill-status">
        {announcement}
      </Box>
    </>
  );
}
