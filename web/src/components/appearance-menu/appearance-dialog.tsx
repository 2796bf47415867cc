import {
  Dialog,
  DialogContent,
  NAVBAR_STYLES,
  Select,
  setNavbarStyle,
  ThemeSwitcher,
  useNavbarStyle,
} from "@inkpanel/ui";
import { navbarStyleNames } from "./navbar-style-names.ts";
import { useLingui } from "@lingui/react/macro";

/** The appearance settings, open; closing hands the focus back to the button that opened it. */
export function AppearanceDialog({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus: () => void;
}) {
  const { t, i18n } = useLingui();
  const navbarStyle = useNavbarStyle();
  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t`Appearance`}
        description={t`How Inkpanel looks on this device.`}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <ThemeSwitcher />
        <label className="grid gap-2 text-sm font-medium">
          {t`Navbar style`}
          <Select
            aria-label={t`Navbar style`}
            options={NAVBAR_STYLES.map((style) => ({
              value: style,
              label: i18n._(navbarStyleNames[style]),
            }))}
            value={navbarStyle}
            onValueChange={setNavbarStyle}
          />
        </label>
      </DialogContent>
    </Dialog>
  );
}
