import { ApiError } from "~/lib/api-client";

/**
 * A 400's `errors: [{path, message}]` (server/lib/errors.ts) for the fields a form has, in the
 * server's order; empty for any other error, which the form then shows as a whole.
 */
export function serverFieldErrors<Name extends string>(
  error: unknown,
  names: readonly Name[],
): { name: Name; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const list = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: { path?: unknown; message?: unknown }) => {
    const path = Array.isArray(item?.path) ? item.path.join(".") : String(item?.path ?? "");
    const name = names.find((each) => each === path);
    return name !== undefined && typeof item?.message === "string"
      ? [{ name, message: item.message }]
      : [];
  });
}

/**
 * Shows a 400's field errors on a react-hook-form form (the first one focused); false when
 * the error named none of its fields, so the form shows it as a whole.
 */
export function showServerFieldErrors<Name extends string>(
  error: unknown,
  names: readonly Name[],
  setError: (name: Name, error: { message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  const found = serverFieldErrors(error, names);
  for (const [index, { name, message }] of found.entries()) {
    setError(name, { message }, { shouldFocus: index === 0 });
  }
  return found.length > 0;
}
