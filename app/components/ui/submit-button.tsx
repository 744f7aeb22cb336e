import Loader2 from "lucide-react/icons/loader-circle";
import { Button, type ButtonProps } from "./button";

/** The form's submit button: disabled and saying 'Submitting...' while the request runs. */
export function SubmitButton({
  submitting,
  children,
  ...props
}: ButtonProps & { submitting: boolean }) {
  return (
    <Button type="submit" disabled={submitting} aria-disabled={submitting} {...props}>
      {submitting ? (
        <>
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Submitting...
        </>
      ) : (
        children
      )}
    </Button>
  );
}
