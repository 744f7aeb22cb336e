import type { ComponentProps } from "react";
import { cx } from "~/lib/cx";
import { Slot } from "./slot";

const variants = {
  primary: "bg-forest-700 text-white shadow-sm hover:bg-forest-800 active:bg-forest-900",
  accent: "bg-wheat-300 text-forest-950 shadow-sm hover:bg-wheat-200 active:bg-wheat-400",
  outline:
    "border border-forest-700/30 bg-white/60 text-forest-900 hover:border-forest-700 hover:bg-white",
  "outline-light": "border border-white/50 text-white hover:border-white hover:bg-white/10",
  ghost: "text-forest-800 hover:bg-forest-100",
  /** An irreversible action among quiet ones (a row's or a comment's Delete). */
  "danger-ghost": "text-red-800 hover:bg-red-50",
  /** Irreversible actions (delete). */
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900",
  "danger-outline":
    "border border-red-700/40 bg-white text-red-800 hover:border-red-700 hover:bg-red-50",
} as const;

const sizes = {
  sm: "h-9 px-3.5 text-sm",
  /** `sm` on a wide screen, a finger's height (44 px) on a phone. */
  "sm-touch": "h-11 px-3.5 text-sm sm:h-9",
  md: "h-11 px-5 text-[0.95rem]",
  lg: "h-12 px-6 text-base",
  /** As tall as a text field, to sit beside one. */
  field: "h-[2.875rem] px-5 text-[0.95rem]",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (a link) with the button's look. */
  asChild?: boolean;
};

export function buttonClasses(
  variant: keyof typeof variants = "primary",
  size: keyof typeof sizes = "md",
) {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cx(buttonClasses(variant, size), className)} {...props} />;
}
