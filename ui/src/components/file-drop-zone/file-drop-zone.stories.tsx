import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { FileDropZone } from "./file-drop-zone.tsx";

const archive = new File([new Uint8Array([80, 75, 3, 4])], "Chapter 12.cbz", {
  type: "application/vnd.comicbook+zip",
});

const meta = {
  title: "Components/Forms/FileDropZone",
  component: FileDropZone,
  args: {
    label: "Drop a .cbz here, or choose one",
    hint: "A .cbz or .zip of JPEG, PNG, WebP or AVIF pages, at most 300 MB",
    accept: ".cbz,.zip,application/zip",
    wrongTypeMessage: "Choose a .cbz or .zip archive.",
    onFile: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[28rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(/Drop a \.cbz here/);
    await userEvent.upload(input, archive);
    await expect(args.onFile).toHaveBeenCalledWith(archive);
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const WrongType: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(/Drop a \.cbz here/);
    // The input's accept filters the picker; a drop (or this) can still bring any file.
    await userEvent.upload(input, new File(["%PDF"], "chapter.pdf", { type: "application/pdf" }), {
      applyAccept: false,
    });
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Choose a .cbz or .zip archive.");
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

/** Drags `file` over the zone, then drops it: the events a browser sends, with a real DataTransfer. */
async function drop(zone: HTMLElement, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  const send = (type: string) =>
    zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  send("dragenter");
  send("dragover");
  // dragover is not a discrete event: React renders its update a moment later.
  await waitFor(() => expect(zone).toHaveAttribute("data-dragging", "true"));
  send("drop");
  await waitFor(() => expect(zone).not.toHaveAttribute("data-dragging"));
}

export const Dropped: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByText(/Drop a \.cbz here/).closest("label")!;
    await drop(zone, archive);
    await expect(args.onFile).toHaveBeenCalledWith(archive);
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const DroppedWrongType: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByText(/Drop a \.cbz here/).closest("label")!;
    await drop(zone, new File(["%PDF"], "chapter.pdf", { type: "application/pdf" }));
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Choose a .cbz or .zip archive.");
  },
};

export const WithFile: Story = {
  args: { file: archive },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Chapter 12.cbz")).toBeVisible();
  },
};

export const WithError: Story = {
  args: { file: archive, error: "The archive was refused: page 3 does not decode." },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Drop a \.cbz here/)).toBeDisabled();
  },
};
