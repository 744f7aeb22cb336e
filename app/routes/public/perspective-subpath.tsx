import { journal } from "@shared/config/journal";
import { redirect } from "react-router";

/** /perspectives/{slug}/anything is no page of ours: it goes to the list (contract §7, 302). */
export function loader() {
  return redirect(journal.path);
}
