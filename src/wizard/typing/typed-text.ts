/**
 * A text field's side of the input channel (input-channel.ts): the browser shows what is typed, and the channel
 * carries it to the form. A value the form sets itself (a VIN decode, a ZIP code's city, answers restored) is
 * written into the field when no typing of the field is on its way; the field then shows the visitor's own spelling
 * of that value when it has one (a phone number with its brackets), or else the value as `show` writes it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { TextFieldChannel } from './input-channel';

type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface TypedText {
  /** The input element's ref: the form's own values are written through it. */
  inputRef: RefObject<TextField | null>;
  /** The text the field starts with. */
  initialText: string;
  /** The field's change (its input event). */
  change: (event: { target: { value: string } }) => void;
  /** Hands the text typed to the form now (if it does not have it yet). */
  flush: () => void;
}

export interface TextMeaning {
  /** What the field's text means to the form (a phone number without its punctuation). */
  parse: (text: string) => string;
  /** How the field writes a value of the form (a phone number grouped as people read it). */
  show: (value: string) => string;
}

/**
 * `value` is the form's text of the field and `onChange` the form's change. Without a channel (a step drawn on its
 * own) changes go straight to the form.
 */
export function useTypedText(
  channel: TextFieldChannel | null,
  id: string,
  value: string,
  onChange: (text: string) => void,
  { parse, show }: TextMeaning,
): TypedText {
  const inputRef = useRef<TextField>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const parseRef = useRef(parse);
  parseRef.current = parse;
  const handOver = useCallback((text: string) => onChangeRef.current(text), []);

  const textOf = (formValue: string) => {
    const spelled = channel?.spelling(id);
    return spelled !== undefined && parse(spelled) === formValue ? spelled : show(formValue);
  };
  const textOfRef = useRef(textOf);
  textOfRef.current = textOf;
  const initialText = useRef<string | null>(null);
  initialText.current ??= textOf(value);

  const change = useCallback(
    (event: { target: { value: string } }) => {
      if (channel) channel.typed(id, event.target.value, handOver);
      else handOver(event.target.value);
    },
    [channel, id, handOver],
  );
  const flush = useCallback(() => channel?.deliver(id), [channel, id]);

  // Not as the field first renders: the served field may hold text typed before the page came to life, which the
  // form adopts.
  const shownValue = useRef(value);
  useLayoutEffect(() => {
    if (shownValue.current === value) return;
    shownValue.current = value;
    const input = inputRef.current;
    if (input && !channel?.holds(id) && parseRef.current(input.value) !== value) input.value = textOfRef.current(value);
  }, [value, channel, id]);

  // A field that goes away (another step, a removed list item) hands its text over first.
  useEffect(() => flush, [flush]);

  return { inputRef, initialText: initialText.current, change, flush };
}
