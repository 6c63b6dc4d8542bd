/**
 * A search box that sends its text once typing pauses. `value` is the search in force (the address's): back,
 * forward and "Clear filters" bring theirs into the box, while a search the box sent itself as the person typed on
 * does not overwrite what they typed since.
 */
import { useEffect, useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 300;

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  maxLength: number;
  onSearch: (text: string) => void;
  sx?: SxProps<Theme>;
}

export function SearchField({ label, placeholder, value, maxLength, onSearch, sx }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The latest callback, so that a parent drawing a new one does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (value !== sent.current) setText(value);
    sent.current = value;
  }, [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => {
      sent.current = text.trim();
      search.current(text.trim());
    }, SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{ htmlInput: { maxLength } }}
      sx={sx}
    />
  );
}
