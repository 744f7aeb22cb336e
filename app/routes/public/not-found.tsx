import { paths } from "@shared/config/paths";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CompassIcon } from "~/components/ui/icons";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ params }: Route.LoaderArgs) {
  return data({ path: `/${params["*"] ?? ""}` }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: "Page Not Found",
    description: "The page you were looking for could not be found.",
    path: loaderData?.path ?? "/",
    matches,
  });

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <span className="flex size-14 items-center justify-center rounded-full bg-wheat-100 text-wheat-700">
        <CompassIcon className="size-7" />
      </span>
      <h1 className="mt-6 text-4xl font-semibold text-forest-950 sm:text-5xl">
        404 Page Not Found
      </h1>
      <p className="mt-4 text-lg text-ink-muted">Did you forget to add the page to the router?</p>
      <p className="mt-2 text-ink-muted">
        The address may be mistyped, or the page may have moved. Let's get you back on the path.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Back to home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.perspectives}>Read our perspectives</Link>
        </Button>
      </div>
    </section>
  );
}
