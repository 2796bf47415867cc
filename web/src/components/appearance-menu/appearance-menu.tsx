import {
  Button,
  Dialog,
  DialogContent,
  DialogTrigger,
  NAVBAR_STYLE_INFO,
  NAVBAR_STYLES,
  Select,
  setNavbarStyle,
  ThemeSwitcher,
  useNavbarStyle,
} from "@inkpanel/ui";
import { Palette } from "lucide-react";

const navbarStyleOptions = NAVBAR_STYLES.map((style) => ({
  value: style,
  label: NAVBAR_STYLE_INFO[style].name,
}));

/**
 * The reader's display choices, from any page: theme, colour scheme (in light theme) and navbar
 * style. Each is stored at once and applies before the first paint of every later visit.
 */
export function AppearanceMenu() {
  const navbarStyle = useNavbarStyle();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Appearance"
          className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg"
        >
          <Palette />
        </Button>
      </DialogTrigger>
      <DialogContent title="Appearance" description="How Inkpanel looks on this device.">
        <ThemeSwitcher />
        <label className="grid gap-2 text-sm font-medium">
          Navbar style
          <Select
            aria-label="Navbar style"
            options={navbarStyleOptions}
            value={navbarStyle}
            onValueChange={setNavbarStyle}
          />
        </label>
      </DialogContent>
    </Dialog>
  );
}
