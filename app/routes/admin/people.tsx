import { PeoplePage } from "~/features/personal-data/people-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("People");

export default function PeopleRoute() {
  return <PeoplePage />;
}
