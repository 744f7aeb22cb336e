import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { SwitchRowProps } from "~/components/ui/switch-row";
import type { FormValues } from "./perspective-form-values";

/** The editor form's fields a person writes in or chooses from. */
export type WrittenField =
  | "title"
  | "summary"
  | "category"
  | "coverImage"
  | "authorName"
  | "authorTitle"
  | "authorImage";

/** A field's props: its name, and either its first value (the stand-in) or the form library's. */
export type FieldProps = Partial<UseFormRegisterReturn<WrittenField>> & {
  name: WrittenField;
  defaultValue?: string;
};

/** What the Content field's control is given by its label (`FormField`). */
export type FieldAria = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
};

/**
 * What differs between the editor form and its stand-in (ADR 052): the sections' markup is
 * one (`perspective-form-view.tsx`); the form fills it with the form library's fields, checks
 * and controls, the stand-in with the article's values and controls that wait for them.
 */
export type FormParts = {
  field: (name: WrittenField) => FieldProps;
  errors: Partial<Record<keyof FormValues, string>>;
  /** The article's body. */
  content: (aria: FieldAria) => ReactNode;
  /** Published's and Featured's switch. */
  visibilitySwitch: (
    name: "published" | "featured",
    row: Omit<SwitchRowProps, "checked">,
  ) => ReactNode;
  /** When it goes live, while that can be chosen. */
  publishAt: ReactNode;
  /** The cover's address, for its preview. */
  coverImage: string;
  upload: (name: "coverImage" | "authorImage", label: string) => ReactNode;
};
