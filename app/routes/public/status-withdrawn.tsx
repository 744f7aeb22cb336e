import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SproutIcon } from "~/components/ui/icons";
import type { Route } from "./+types/status-withdrawn";

export const meta: Route.MetaFunction = () => [
  { title: `Withdrawn | ${site.name}` },
  { name: "description", content: "Your submission was withdrawn and your data deleted." },
  { name: "robots", content: "noindex, nofollow" },
];

/** Where the status page goes once a submission is withdrawn (contract §13). */
export default function StatusWithdrawn() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <span className="flex size-14 items-center justify-center rounded-full bg-forest-100 text-forest-700">
        <SproutIcon className="size-7" />
      </span>
      <h1 className="mt-6 text-4xl font-semibold text-forest-950 sm:text-5xl">
        Your submission was withdrawn
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        We have deleted it, our messages with you and your details. Its status link no longer works.
      </p>
      <p className="mt-2 text-ink-muted">
        Thank you for thinking of us. You are welcome to write to us again at any time.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Back to home</Link>
        </Button>
      </div>
    </section>
  );
}
