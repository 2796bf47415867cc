import { storyTestProject } from "./vitest.story-project.ts";

// Every story again in light theme (the colour schemes apply there). Foundations/Colors
// also checks every scheme's tokens in the main run.
export default storyTestProject("ui-light", { theme: "light", colorScheme: "default" });
