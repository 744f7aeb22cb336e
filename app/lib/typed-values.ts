/**
 * What a person wrote in a form's stand-in before the form's code had loaded (ADR 052): each
 * changed field's value by its name (a checkbox's state, a radio group's chosen value, any
 * other field's text). The real form starts from it (`withTyped`).
 */
export type Typed = Readonly<Record<string, string | boolean>>;

/**
 * A form's default values with what was typed in its stand-in over them: only the fields the
 * form has, each keeping its kind (a text field takes text, a checkbox a state).
 */
export function withTyped<Values extends Record<string, unknown>>(
  defaults: Values,
  typed: Typed,
): Values {
  const values: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(typed)) {
    if (Object.hasOwn(defaults, name) && typeof defaults[name] === typeof value)
      values[name] = value;
  }
  return values as Values;
}
