import { drawnWith, loadOnFirstUse } from "~/components/admin/load-on-first-use";
import { type ChangePasswordCardProps, ChangePasswordView } from "./change-password-view";

/**
 * "Account Security": changing one's password. Its form library and checks load when it is
 * first used (ADR 052); until then the same card, fields and all, is drawn without them.
 */
export const ChangePasswordCard = loadOnFirstUse(
  () =>
    import("./change-password-form").then((module) =>
      drawnWith(module.ChangePasswordForm, ChangePasswordView),
    ),
  function ChangePasswordStandIn(props: ChangePasswordCardProps) {
    return <ChangePasswordView {...props} fieldProps={(name) => ({ name, defaultValue: "" })} />;
  },
);
