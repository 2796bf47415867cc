import {
  Dialog,
  DialogContent,
  NAVBAR_STYLES,
  Select,
  setNavbarStyle,
  ThemeSwitcher,
  toast,
  useNavbarStyle,
  type ThemeChoice,
} from "@inkpanel/ui";
import { useLingui } from "@lingui/react/macro";
import { useSaveTheme } from "../account/use-save-theme.ts";
import { useViewer } from "../account/use-viewer.ts";
import { navbarStyleNames } from "./navbar-style-names.ts";

/** Saves a signed-in reader's choices with their account; null when signed out. */
function useSaveThemeWithAccount(): ((choice: ThemeChoice) => void) | null {
  const { t } = useLingui();
  const { viewer } = useViewer();
  const saveTheme = useSaveTheme();
  if (!viewer) return null;
  return (choice) => {
    saveTheme(viewer.id, choice).catch(() =>
      toast({
        title: t`Your preference could not be saved. Please try again.`,
        variant: "destructive",
      }),
    );
  };
}

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
  const saveThemeWithAccount = useSaveThemeWithAccount();
  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t`Appearance`}
        description={
          saveThemeWithAccount
            ? t`How Inkpanel looks. Your theme and colour scheme are saved with your account.`
            : t`How Inkpanel looks on this device.`
        }
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <ThemeSwitcher onChange={saveThemeWithAccount ?? undefined} />
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
