import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Rootstock Ventures", description: "x", path: "/", matches });

export default function Home() {
  return <h1>Home</h1>;
}
