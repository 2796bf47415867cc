import { ApolloProvider } from "@apollo/client/react";
import { i18n } from "@lingui/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { createApolloClient } from "../../apollo/client.ts";
import { activateLocale, languageChoice } from "../../i18n/catalogues.ts";
import { fixtureLink } from "../../test/fixture-api.ts";
import { LanguagePicker } from "./language-picker.tsx";
import { LocaleProvider } from "./locale-provider.tsx";

// The files share one jsdom and one i18n: the next starts in English, with nothing chosen.
afterEach(async () => {
  await activateLocale("en");
  localStorage.removeItem(languageChoice.key);
});

/** The footer's picker in a page drawn in English. */
const renderPicker = () =>
  render(
    <ApolloProvider client={createApolloClient(fixtureLink({}))}>
      <LocaleProvider initial="en">
        <LanguagePicker />
      </LocaleProvider>
    </ApolloProvider>,
  );

it("follows a language chosen in another tab, in place", async () => {
  renderPicker();
  const picker = screen.getByRole("combobox", { name: "Language" });

  // The other tab's picker stores its choice; this tab hears of it through a `storage` event.
  localStorage.setItem(languageChoice.key, "fr");
  act(() => {
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: languageChoice.key,
        newValue: "fr",
        storageArea: localStorage,
      }),
    );
  });

  // Switched in place, as this tab's own picker does: the same element, in French.
  await waitFor(() => expect(picker).toHaveValue("fr"));
  expect(screen.getByRole("combobox", { name: "Langue" })).toBe(picker);
  expect(i18n.locale).toBe("fr");
  expect(document.documentElement.lang).toBe("fr");
});

it("takes up a language chosen in another tab before this one's app started", async () => {
  // This page was drawn in English; meanwhile another tab chose Spanish.
  localStorage.setItem(languageChoice.key, "es");
  renderPicker();
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Idioma" })).toHaveValue("es"));
  expect(i18n.locale).toBe("es");
});

it("takes up a language chosen in another tab while this page was in the back/forward cache", async () => {
  renderPicker();
  const picker = screen.getByRole("combobox", { name: "Language" });
  // A page kept in the cache hears no `storage` event; it is shown again with `pageshow`.
  localStorage.setItem(languageChoice.key, "jp"); // stored as the API's preference
  act(() => {
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
  });
  await waitFor(() => expect(picker).toHaveValue("ja"));
  expect(i18n.locale).toBe("ja");
});
