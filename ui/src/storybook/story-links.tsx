import type { Decorator } from "@storybook/react-vite";
import { LinkProvider, type LinkProps } from "../lib/link.tsx";

/** Links in stories stay on the story (a real navigation would unload the preview). */
function StoryLink({ onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

export const withStoryLinks: Decorator = (Story) => (
  <LinkProvider linkComponent={StoryLink}>
    <Story />
  </LinkProvider>
);
