import { i18n } from "@lingui/core";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { formatTimeAgo } from "./format.ts";
import { RenderedAtContext, useNow } from "./use-now.ts";

const minutes = (count: number) => count * 60_000;

function Ago({ at }: { at: string }) {
  return <span>{formatTimeAgo(at, useNow())}</span>;
}

describe("useNow", () => {
  const container = document.createElement("div");
  afterEach(() => container.remove());

  it("hydrates a relative time from the server's moment, then reads the clock", async () => {
    i18n.activate("en");
    // Written 5.6 minutes ago; the server rendered a minute ago, when it was 4.6 minutes old.
    const writtenAt = new Date(Date.now() - minutes(5.6)).toISOString();
    const renderedAt = new Date(Date.now() - minutes(1));
    const page = (
      <RenderedAtContext value={renderedAt}>
        <Ago at={writtenAt} />
      </RenderedAtContext>
    );
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe("5 minutes ago");

    const hydrationErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(container.textContent).toBe("6 minutes ago");
  });
});
