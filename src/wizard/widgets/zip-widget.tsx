/**
 * A ZIP code field ("ui:widget": "zip") that, with `ui:options.fill = { "city": "1/city", "state": "1/state" }`,
 * fills the city and state once a ZIP code is typed (zip-fill.ts): only fields that are empty or still hold what an
 * earlier code filled in. The field itself is the renderer's text input; the fill is announced to screen readers
 * (the filled fields show it on screen). A failed lookup changes nothing: the fields stay the visitor's to fill.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { visuallyHidden } from '../../components/visually-hidden';
import { zipFillOption } from '../form/widget-options';
import { fillFromZip } from './zip-fill';

/** The shortest text that may be a ZIP code. */
const ZIP_LENGTH = 5;

export function ZipWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  const fill = zipFillOption(props.options);
  const cityReference = fill?.city;
  const stateReference = fill?.state;
  const typed = typeof props.value === 'string' && props.value.length >= ZIP_LENGTH ? props.value : null;
  const [announcement, setAnnouncement] = useState('');
  // What this field filled in last, by pointer: those values are still the form's, not the visitor's.
  const filled = useRef<Record<string, unknown>>({});
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (typed === null || cityReference === undefined || stateReference === undefined) return;
    let current = true;
    fillFromZip(typed, () => (current ? latest.current : null), { city: cityReference, state: stateReference }, filled.current)
      .then((place) => {
        if (current && place) setAnnouncement(`Filled in from the ZIP code: ${place.city}, ${place.state}.`);
      })
      .catch((error: unknown) => console.warn('ZIP code lookup failed', error));
    return () => {
      current = false;
    };
  }, [typed, cityReference, stateReference]);

  return (
    <>
      <BaseInputTemplate {...props} />
      <Box component="span" role="status" sx={visuallyHidden} data-testid="zip-fill-status">
        {announcement}
      </Box>
    </>
  );
}
