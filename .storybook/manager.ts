import { addons } from "storybook/manager-api";
import { inkpanelTheme } from "./inkpanel-theme.ts";

addons.setConfig({ theme: inkpanelTheme });
