import type { ComponentProps } from "react";
import { FormField, Input } from "~/components/ui/form-field";
import { type FormValues, usePerspectiveFormContext } from "./perspective-form-values";

type TextFieldName = "title" | "coverImage" | "authorName" | "authorTitle" | "authorImage";

/** "coverImage" → "perspective-cover-image": the ids the browser tests and labels use. */
const fieldId = (name: keyof FormValues) =>
  `perspective-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A one-line field of the editor form, with its label, hint and error. */
export function PerspectiveTextField({
  name,
  label,
  required,
  hint,
  ...input
}: {
  name: TextFieldName;
  label: string;
  required?: boolean;
  hint?: string;
} & Omit<ComponentProps<"input">, "name" | "id">) {
  const {
    register,
    formState: { errors },
  } = usePerspectiveFormContext();
  return (
    <FormField
      id={fieldId(name)}
      label={label}
      required={required}
      hint={hint}
      error={errors[name]?.message}
    >
      {(aria) => <Input {...aria} {...input} {...register(name)} />}
    </FormField>
  );
}

/** An optional image address: empty, or an absolute http(s) URL. */
export function ImageUrlField(props: {
  name: "coverImage" | "authorImage";
  label: string;
  hint?: string;
  placeholder: string;
}) {
  return <PerspectiveTextField type="url" inputMode="url" {...props} />;
}
