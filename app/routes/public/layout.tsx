import { Outlet } from "react-router";
import { PublicFrame } from "~/components/layout/public-frame";
import type { PageScripts } from "~/lib/page-scripts";
import { useContact } from "~/lib/use-contact";

/** Public pages are not hydrated through React Router: only their live islands run (ADR 043). */
export const handle: PageScripts = { scripts: "islands" };

export default function PublicLayout() {
  const contact = useContact();
  return (
    <PublicFrame contactEmail={contact.email}>
      <Outlet />
    </PublicFrame>
  );
}
