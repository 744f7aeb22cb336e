import { MediaLibraryPage } from "~/features/media-library/media-library-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Media library");

export default function MediaLibraryRoute() {
  return <MediaLibraryPage />;
}
