/**
 * Runs work once the pointer press in progress has ended. A field's error appears when the field loses focus; when
 * it loses focus because the visitor pressed another control, the error would push that control down between the
 * press and the release. A select opens on the press and its menu is then closed by a release that lands beside
 * it, so the first tap on a select below an invalid field did nothing. Work deferred to after the release moves
 * nothing under the visitor's finger.
 */
let pressed = false;
let waiting: (() => void)[] = [];
let watching = false;

function released() {
  pressed = false;
  const work = waiting;
  waiting = [];
  // After the click that the release is part of.
  if (work.length > 0) window.setTimeout(() => work.forEach((job) => job()));
}

/** Starts following presses on the page (once; call it before the first press that matters, e.g. on mount). */
export function watchPresses(): void {
  if (watching) return;
  watching = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}

/** `work` now, or after the press in progress when there is one. */
export function afterPress(work: () => void): void {
  if (pressed) waiting.push(work);
  else work();
}
