import { useEffect, useRef } from "react";

/**
 * For a controlled field on a screen drawn on the server, which a person can use before the
 * screen's code has arrived: the browser shows what they typed or picked, but the state the
 * field is drawn from still holds the drawn value, would ignore the change and put the drawn
 * value back at the next render. As the field comes to life, a value that differs from the one
 * drawn is reported through `onChange`, as if it had been made then. On a screen drawn in the
 * browser the two are the same and nothing is reported.
 */
export function useEarlyInput<Field extends HTMLInputElement | HTMLSelectElement>(
  drawn: string,
  onChange: (value: string) => void,
) {
  const field = useRef<Field>(null);
  const asDrawn = useRef({ drawn, onChange });
  useEffect(() => {
    const value = field.current?.value;
    if (value !== undefined && value !== asDrawn.current.drawn) asDrawn.current.onChange(value);
  }, []);
  return field;
}
