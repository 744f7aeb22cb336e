import * as Switch from "@radix-ui/react-switch";
import { SwitchRow, type SwitchRowProps, switchClasses } from "./switch-row";

type SwitchFieldProps = SwitchRowProps & {
  onCheckedChange: (checked: boolean) => void;
};

/** An on/off setting (Radix Switch): the whole row is its label, Space toggles it. */
export function SwitchField({ checked, onCheckedChange, disabled, ...row }: SwitchFieldProps) {
  return (
    <SwitchRow
      {...row}
      control={
        <Switch.Root
          id={row.id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-describedby={row.hint ? `${row.id}-hint` : undefined}
          className={switchClasses.root}
        >
          <Switch.Thumb className={switchClasses.thumb} />
        </Switch.Root>
      }
    />
  );
}
