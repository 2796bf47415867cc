import { useQuery } from "@apollo/client/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { graphql } from "../../gql";
import { LocaleProvider } from "../../components/locale/locale-provider.tsx";
import { ReaderAppsSection, RenewOpdsToken, RevokeOpdsToken } from "./reader-apps-section.tsx";

// The section reads the reader from the cache, as in Settings, so what the mutations write there
// is what it shows.
const ReaderAppsTestQuery = graphql(`
  query ReaderAppsTestQuery {
    me {
      id
      ...ReaderAppsSection_user
    }
  }
`);

function Harness() {
  const { data } = useQuery(ReaderAppsTestQuery);
  return data?.me ? <ReaderAppsSection user={data.me} /> : null;
}

const catalogUrl = "http://localhost:3000/opds/v1.2/catalog?token=secret-1";

function renderSection() {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: ReaderAppsTestQuery },
          result: { data: { me: { __typename: "User", id: "user-aiko", opdsAccess: null } } },
        },
        {
          request: { query: RenewOpdsToken },
          result: {
            data: {
              renewOpdsToken: {
                __typename: "OpdsAccess",
                catalogUrl,
                createdAt: "2026-11-26T10:00:00.000Z",
              },
            },
          },
        },
        {
          request: { query: RevokeOpdsToken },
          result: { data: { revokeOpdsToken: true } },
        },
      ]}
    >
      <LocaleProvider initial="en">
        <Harness />
      </LocaleProvider>
    </MockedProvider>,
  );
}

describe("ReaderAppsSection", () => {
  it("shows the catalogue's address, makes a personal link and revokes it", async () => {
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(`${window.location.origin}/opds/v1.2/catalog`)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Make a personal link" }));
    expect(await screen.findByText(catalogUrl)).toBeVisible();
    expect(screen.getByText(/^Made on /)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByRole("button", { name: "Make a personal link" })).toBeVisible();
    expect(screen.queryByText(catalogUrl)).toBeNull();
  });
});
