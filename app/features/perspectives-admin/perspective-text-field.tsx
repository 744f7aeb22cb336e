import type { ComponentProps } from "react";
import { FormField, Input } from "~/components/ui/form-field";
import type { FormParts, WrittenField } from "./form-parts";

type TextFieldName = Exclude<WrittenField, "summary" | "category">;

/** "coverImage" → "perspective-cover-image": the ids the browser tests and labels use. */
const fieldId = (name: TextFieldName) =>
  `perspective-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A one-line field of the editor form, with its label, hint and error. */
export function PerspectiveTextField({
  parts,
  name,
  label,
  required,
  hint,
  ...input
}: {
  parts: FormParts;
  name: TextFieldName;
  label: string;
  required?: boolean;
  hint?: string;
} & Omit<ComponentProps<"input">, "name" | "id">) {
  return (
    <FormField
      id={fieldId(name)}
      label={label}
      required={required}
      hint={hint}
      error={parts.errors[name]}
    >
      {(aria) => <Input {...aria} {...input} {...parts.field(name)} />}
    </FormField>
  );
}

/** An optional image address: empty, or an absolute http(s) URL. */
export function ImageUrlField(props: {
  parts: FormParts;
  name: "coverImage" | "authorImage";
  label: string;
  hint?: string;
  placeholder: string;
}) {
  return <PerspectiveTextField type="url" inputMode="url" {...props} />;
}
