import { paths } from "@shared/config/paths";
import {
  CAPITAL_BRACKETS,
  INDUSTRIES,
  INDUSTRY_CODES,
  investPagePayload,
  startupsPagePayload,
} from "@shared/schemas/investment-interest";
import CircleCheckBig from "lucide-react/icons/circle-check-big";
import { useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { CheckboxField, FormField, Input, Select, Textarea } from "~/components/ui/form-field";
import { preloadToaster } from "~/components/ui/lazy-toaster";
import { ConsentLink, SubmissionFooter } from "~/components/ui/submission-footer";
import { submissionFailureMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { submitInvestmentInterest } from "./submit-investment-interest";

/**
 * The two pages ask the same questions but send different shapes and say different
 * things (contract §3); everything that differs between them lives here.
 */
const VARIANTS = {
  startups: {
    schema: startupsPagePayload,
    amountOptions: CAPITAL_BRACKETS.map((row) => ({
      value: row.startupsPage,
      label: row.startupsPage,
    })),
    success: {
      title: "Success!",
      description: "Your startup idea has been submitted. We'll be in touch soon!",
    },
    failure: (error: unknown) => ({
      title: "Error",
      description: submissionFailureMessage(error, "Something went wrong. Please try again."),
    }),
    thankYouPanel: true,
  },
  invest: {
    schema: investPagePayload,
    amountOptions: CAPITAL_BRACKETS.map((row) => ({
      value: row.investPage,
      label: `${row.investPage} (${row.label})`,
    })),
    success: {
      title: "Investment Interest Submitted",
      description: "Thank you! We'll reach out to discuss opportunities soon.",
    },
    failure: (error: unknown) => ({
      title: "Submission Error",
      description: submissionFailureMessage(
        error,
        "There was an error submitting your information. Please try again.",
      ),
    }),
    thankYouPanel: false,
  },
} as const;

export type InvestmentFormVariant = keyof typeof VARIANTS;

/** One shape for both pages' fields while editing; mapped to the page's payload on submit. */
type FormValues = {
  name: string;
  email: string;
  phone: string;
  sector: string;
  amount: string;
  additionalInfo: string;
  termsAgreed: boolean;
};

const EMPTY: FormValues = {
  name: "",
  email: "",
  phone: "",
  sector: "",
  amount: "",
  additionalInfo: "",
  termsAgreed: false,
};

function toPayload(variant: InvestmentFormVariant, values: FormValues) {
  const common = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    additionalInfo: values.additionalInfo,
    termsAgreed: values.termsAgreed as true,
  };
  return variant === "startups"
    ? { ...common, agIndustry: values.sector, investmentCapital: values.amount }
    : { ...common, sectors: values.sector ? [values.sector] : [], investmentAmount: values.amount };
}

// The payload's field names, as the form calls them.
const FORM_FIELD: Record<string, keyof FormValues> = {
  agIndustry: "sector",
  sectors: "sector",
  investmentCapital: "amount",
  investmentAmount: "amount",
};

/** Validates with the page's own payload schema and reports errors on the form's fields. */
function resolverFor(variant: InvestmentFormVariant): Resolver<FormValues> {
  const { schema } = VARIANTS[variant];
  return async (values) => {
    const result = schema.safeParse(toPayload(variant, values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      const field = FORM_FIELD[key] ?? (key as keyof FormValues);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

export function InvestmentInterestForm({
  variant,
  onSubmitAnother,
}: {
  variant: InvestmentFormVariant;
  /** Called when the thank-you panel's 'Submit Another Idea' button is pressed. */
  onSubmitAnother?: () => void;
}) {
  const config = VARIANTS[variant];
  const [submitted, setSubmitted] = useState(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // No defaultValues: the fields start from what the page holds, which is empty unless the
  // visitor typed before this code was loaded (an on-use island, ~/lib/islands); that is kept.
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: resolverFor(variant) });

  const onSubmit = async (values: FormValues) => {
    preloadToaster();
    try {
      await submitInvestmentInterest(
        toPayload(variant, values) as Parameters<typeof submitInvestmentInterest>[0],
        honeypotRef.current?.value ?? "",
      );
      toast({ ...config.success, variant: "success" });
      reset(EMPTY);
      if (config.thankYouPanel) setSubmitted(true);
    } catch (error) {
      toast({ ...config.failure(error), variant: "destructive" });
    }
  };

  if (submitted) {
    return (
      <div className="grid justify-items-center gap-4 py-10 text-center" role="status">
        <span className="flex size-14 items-center justify-center rounded-full bg-forest-100 text-forest-700">
          <CircleCheckBig aria-hidden className="size-7" />
        </span>
        <h3 className="text-2xl font-semibold text-forest-950">Thank You!</h3>
        <p className="max-w-md text-ink-muted">
          We have your details and will be in touch soon with opportunities that match your
          interests.
        </p>
        <Button
          variant="outline"
          onClick={() => {
            setSubmitted(false);
            onSubmitAnother?.();
          }}
        >
          Submit Another Idea
        </Button>
      </div>
    );
  }

  const id = (field: string) => `${variant}-interest-${field}`;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="relative grid gap-5"
      aria-label="Investment interest"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id("name")} label="Full name" required error={errors.name?.message}>
          {(aria) => <Input {...aria} autoComplete="name" {...register("name")} />}
        </FormField>
        <FormField id={id("email")} label="Email" required error={errors.email?.message}>
          {(aria) => <Input {...aria} type="email" autoComplete="email" {...register("email")} />}
        </FormField>
        <FormField id={id("phone")} label="Phone" error={errors.phone?.message}>
          {(aria) => <Input {...aria} type="tel" autoComplete="tel" {...register("phone")} />}
        </FormField>
        <FormField
          id={id("sector")}
          label="Agricultural industry of interest"
          required
          error={errors.sector?.message}
        >
          {(aria) => (
            <Select {...aria} {...register("sector")}>
              <option value="">Select an industry</option>
              {INDUSTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {INDUSTRIES[code]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        id={id("amount")}
        label="Available investment capital"
        required
        error={errors.amount?.message}
      >
        {(aria) => (
          <Select {...aria} {...register("amount")}>
            <option value="">Select a range</option>
            {config.amountOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id={id("info")}
        label="Additional information"
        hint="Anything that helps us match you: experience, timing, the kind of founders you like to back."
        error={errors.additionalInfo?.message}
      >
        {(aria) => <Textarea {...aria} rows={4} {...register("additionalInfo")} />}
      </FormField>
      <CheckboxField
        id={id("terms")}
        error={errors.termsAgreed?.message}
        label={
          <>
            I agree to the{" "}
            <ConsentLink href={paths.termsOfService}>terms and conditions</ConsentLink> and
            understand this is an expression of interest, not an offer to invest.
          </>
        }
        {...register("termsAgreed")}
      />
      <SubmissionFooter honeypotRef={honeypotRef} submitting={isSubmitting}>
        Register Interest
      </SubmissionFooter>
    </form>
  );
}
