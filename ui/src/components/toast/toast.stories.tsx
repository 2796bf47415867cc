import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { Button } from "../button/button.tsx";
import { Toaster, toast } from "./toast.tsx";

const meta = {
  title: "Components/Feedback/Toast",
  component: Toaster,
  render: () => (
    <>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            toast({
              variant: "success",
              title: "Added to favorites",
              description: "Find it in your dashboard.",
            })
          }
        >
          Favorite
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast({ variant: "destructive", title: "Something went wrong. Please try again." })
          }
        >
          Fail
        </Button>
      </div>
      <Toaster />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndDismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Favorite" }));
    const notifications = within(screen.getByRole("region", { name: /notifications/i }));
    const title = await notifications.findByText("Added to favorites");
    await waitFor(() => expect(title).toBeVisible()); // once the slide-in has started
    await userEvent.click(notifications.getByRole("button", { name: "Dismiss" }));
    await waitFor(() =>
      expect(notifications.queryByText("Added to favorites")).not.toBeInTheDocument(),
    );
  },
};
