import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChapterPublisher } from "./chapter-publisher.tsx";

describe("ChapterPublisher", () => {
  it("asks for the archive, a number and a release time before sending anything", async () => {
    const user = userEvent.setup();
    const onPublished = vi.fn();
    render(
      <MockedProvider>
        <ChapterPublisher mangaId="m1" nextNumber={4} onPublished={onPublished} />
      </MockedProvider>,
    );
    expect(screen.getByLabelText("Number")).toHaveValue("4");
    await user.clear(screen.getByLabelText("Number"));
    await user.type(screen.getByLabelText("Number"), "twelve");
    await user.click(screen.getByRole("radio", { name: "Later, at a chosen time" }));
    await user.click(screen.getByRole("button", { name: "Publish chapter" }));
    expect(screen.getByText("Choose the chapter's .cbz or .zip.")).toBeInTheDocument();
    expect(screen.getByLabelText("Number")).toHaveAccessibleDescription(
      "Enter the chapter's number, such as 12 or 12.5.",
    );
    expect(screen.getByLabelText("Release time")).toHaveAccessibleDescription(
      "Choose when readers see it.",
    );
    expect(onPublished).not.toHaveBeenCalled();
  });
});
