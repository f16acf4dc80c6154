import { useState } from 'react';

/**
 * The text of an input that edits a parsed value (a date, an amount): the text
 * the user types, whether it failed to parse, and `emit` to send a parsed value
 * up. A different value from the parent is a change from outside (a reset, a
 * loaded record) and replaces the text.
 */
export function useParsedText<T>(value: T, onChange: (value: T) => void, display: (value: T) => string) {
  const [text, setText] = useState(() => display(value));
  const [invalid, setInvalid] = useState(false);
  // The value the shown text stands for: what was last sent, or last taken from the parent.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(display(value));
    setInvalid(false);
  }
  const emit = (next: T) => {
    setShownValue(next);
    if (next !== value) onChange(next);
  };
  return { text, setText, invalid, setInvalid, emit };
}
