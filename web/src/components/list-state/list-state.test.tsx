import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ListState } from "./list-state.tsx";

/** Two shelves of a reader's list, as a query hands them over. */
const shelves = { edges: [{ title: "Blue Lantern" }, { title: "Paper Moon" }] };
const noShelves = { edges: [] };

function renderList(data: typeof shelves | undefined, error?: Error, onRetry = vi.fn()) {
  render(
    <ListState
      data={data}
      error={error}
      onRetry={onRetry}
      skeleton={<p>Loading shelves…</p>}
      isEmpty={(list) => list.edges.length === 0}
      empty={<p>No shelves yet</p>}
    >
      {(list) => (
        <ul>
          {list.edges.map((edge) => (
            <li key={edge.title}>{edge.title}</li>
          ))}
        </ul>
      )}
    </ListState>,
  );
  return onRetry;
}

describe("ListState", () => {
  it("shows the skeleton, marked busy, until the list loads", () => {
    renderList(undefined);
    expect(screen.getByText("Loading shelves…").closest("[aria-busy]")).toBeInTheDocument();
  });

  it("says what went wrong when the list did not load, and Try again asks again", async () => {
    const onRetry = renderList(undefined, new Error("Failed to fetch"));
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows the empty state when the list holds nothing", () => {
    renderList(noShelves);
    expect(screen.getByText("No shelves yet")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows the items once loaded, and keeps them when a later request fails", () => {
    renderList(shelves, new Error("Failed to fetch"));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Blue Lantern",
      "Paper Moon",
    ]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
