import { describe, expect, it } from "vitest";
import { readHeadings } from "./table-of-contents.ts";

describe("readHeadings", () => {
  it("lists the h2 and h3 headings with their ids, in order", () => {
    const html = `
      <p>Intro</p>
      <h2 id="the-setup">The setup</h2>
      <h3 id="first-arc">First <em>arc</em></h3>
      <h2 id="verdict">Verdict</h2>`;
    expect(readHeadings(html)).toEqual([
      { id: "the-setup", text: "The setup", level: 2 },
      { id: "first-arc", text: "First arc", level: 3 },
      { id: "verdict", text: "Verdict", level: 2 },
    ]);
  });

  it("leaves out headings without an id, which no link could reach", () => {
    expect(readHeadings(`<h2>Untitled</h2><h4 id="deep">Too deep</h4>`)).toEqual([]);
  });

  it("reads a heading's text as the browser shows it, entities decoded", () => {
    const html = `<h2 class="lead" id="q-a">Q &amp; A: &lt;tips&gt; &#8212; &#x2603;</h2>`;
    expect(readHeadings(html)).toEqual([{ id: "q-a", text: "Q & A: <tips> — ☃", level: 2 }]);
  });
});
