/**
 * The carrier directory (src/components/carrier-finder.tsx), brought to life: the policy-number finder and the cards'
 * contact details, at most one open. The state lives in the markup: the toggles' aria-expanded and the cards'
 * data-highlighted, which the styles and screen readers read.
 */
import { nativeIsland } from '../app/native-island';
import { setButtonDisabled } from './native-form';
import { expandForMatch, toggleExpanded, type ExpandedCard } from './carrier-expansion';
import { carrierKeys } from '../content/carriers';
import { carrierMatchName, identifyCarrier, type CarrierMatch } from '../content/policy-number';

export const CARRIER_PARTS = {
  toggle: 'data-carrier-toggle',
  toggleWord: 'data-toggle-word',
  details: 'data-carrier-details',
  askEmpty: 'data-finder-ask',
  result: 'data-finder-result',
  resultName: 'data-finder-result-name',
  unknownHint: 'data-finder-unknown',
  foundHint: 'data-finder-found',
} as const;

/**
 * A partial number is "Unknown" at every keystroke until it is complete, so while typing only a match is shown at
 * once; "Unknown" waits for this pause in typing, or for the Find button.
 */
const UNKNOWN_AFTER_MS = 900;

export const island = nativeIsland('carrier-finder', (root) => {
  const find = (part: keyof typeof CARRIER_PARTS) => root.querySelector<HTMLElement>(`[${CARRIER_PARTS[part]}]`);
  const form = root.querySelector('form');
  const input = root.querySelector<HTMLInputElement>('input[name="policyNumber"]');
  const findButton = root.querySelector<HTMLButtonElement>('button[type="submit"]');
  const [askEmpty, result, resultName, unknownHint, foundHint] = (['askEmpty', 'result', 'resultName', 'unknownHint', 'foundHint'] as const).map(find);
  if (!form || !input || !findButton || !askEmpty || !result || !resultName || !unknownHint || !foundHint) return;
  const toggles = [...root.querySelectorAll<HTMLButtonElement>(`[${CARRIER_PARTS.toggle}]`)];

  let match: CarrierMatch | null = null;
  let showUnknown = false;
  let askedEmpty = false;
  let expanded: ExpandedCard = null;
  let unknownTimer: number | undefined;

  const render = () => {
    for (const toggle of toggles) {
      const key = toggle.getAttribute(CARRIER_PARTS.toggle);
      const open = key === expanded;
      toggle.setAttribute('aria-expanded', String(open));
      const word = toggle.querySelector(`[${CARRIER_PARTS.toggleWord}]`);
      if (word) word.textContent = open ? 'Hide' : 'Show';
      const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      if (details) details.hidden = !open;
      const card = toggle.closest('[data-carrier]');
      if (match !== null && match !== 'Unknown' && key === match) card?.setAttribute('data-highlighted', 'true');
      else card?.removeAttribute('data-highlighted');
    }
    const resultVisible = match !== null && (match !== 'Unknown' || showUnknown);
    askEmpty.hidden = !askedEmpty;
    result.hidden = !resultVisible;
    resultName.textContent = match === null ? '' : carrierMatchName(match);
    unknownHint.hidden = !(resultVisible && match === 'Unknown');
    foundHint.hidden = !(resultVisible && match !== 'Unknown');
  };

  const identify = (value: string): CarrierMatch | null => {
    match = value.trim() ? identifyCarrier(value) : null;
    if (match) expanded = expandForMatch(expanded, match);
    return match;
  };

  const onInput = () => {
    showUnknown = false;
    askedEmpty = false;
    identify(input.value);
    window.clearTimeout(unknownTimer);
    if (match === 'Unknown') {
      unknownTimer = window.setTimeout(() => {
        showUnknown = true;
        render();
      }, UNKNOWN_AFTER_MS);
    }
    render();
  };

  input.addEventListener('input', onInput);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    window.clearTimeout(unknownTimer);
    const found = identify(input.value);
    askedEmpty = found === null;
    showUnknown = true;
    render();
    if (found === null) input.focus();
    if (found && found !== 'Unknown') {
      const card = root.querySelector<HTMLElement>(`[data-carrier="${found}"]`);
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      card?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
      card?.focus({ preventScroll: true });
    }
  });
  for (const toggle of toggles) {
    toggle.addEventListener('click', () => {
      expanded = toggleExpanded(expanded, toggle.getAttribute(CARRIER_PARTS.toggle) ?? '', carrierKeys);
      render();
    });
    setButtonDisabled(toggle, false);
  }
  setButtonDisabled(findButton, false);

  // Typed into the served box before the page came to life: looked up as if typed now.
  if (input.value !== '') onInput();
  render();
});
