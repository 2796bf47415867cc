import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "../../gql";
import { LocaleProvider } from "../../components/locale/locale-provider.tsx";
import type { PreferencesForm_PreferencesFragment, PreferencesInput } from "../../gql/graphql.ts";
import {
  PreferencesForm,
  PreferencesForm_preferences,
  UpdatePreferences,
} from "./preferences-form.tsx";

const stored: PreferencesForm_PreferencesFragment = {
  theme: "SYSTEM",
  language: "en",
  readingDirection: "LTR",
  readerFit: "HEIGHT",
  readerLayout: "SINGLE",
  autoPlay: true,
  notifications: true,
  emailUpdates: true,
  downloadQuality: "HIGH",
};

function renderForm() {
  const saved: PreferencesInput[] = [];
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: UpdatePreferences, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: ({ input }: { input: PreferencesInput }) => {
            saved.push(input);
            return {
              data: { updatePreferences: { __typename: "Preferences", ...stored, ...input } },
            };
          },
        },
      ]}
    >
      <LocaleProvider initial="en">
        <PreferencesForm
          userId="user-aiko"
          preferences={makeFragmentData(stored, PreferencesForm_preferences)}
          part="reading"
        />
      </LocaleProvider>
    </MockedProvider>,
  );
  return saved;
}

describe("PreferencesForm", () => {
  it("shows the reader's page fit and saves a new one", async () => {
    const user = userEvent.setup();
    const saved = renderForm();
    const fit = screen.getByRole("combobox", { name: "Page fit" });
    expect(fit).toHaveTextContent("Fit height");

    await user.click(fit);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Fit screen",
      "Fit width",
      "Fit height",
      "Original size",
    ]);
    await user.click(screen.getByRole("option", { name: "Fit width" }));
    await vi.waitFor(() => expect(saved).toEqual([{ readerFit: "WIDTH" }]));
  });

  it("shows the reader's page layout and saves a new one", async () => {
    const user = userEvent.setup();
    const saved = renderForm();
    const layout = screen.getByRole("combobox", { name: "Page layout" });
    expect(layout).toHaveTextContent("Single Page");

    await user.click(layout);
    await user.click(screen.getByRole("option", { name: "Double Page" }));
    await vi.waitFor(() => expect(saved).toEqual([{ readerLayout: "DOUBLE" }]));
  });
});
