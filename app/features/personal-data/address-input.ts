/**
 * How the People screen's address fields take an address: the e-mail keyboard, and no
 * suggestions, capitals or spelling marks on what must match a record exactly.
 */
export const addressInputProps = {
  type: "email",
  autoComplete: "off",
  autoCapitalize: "none",
  spellCheck: false,
} as const;
