import { describe, expect, it } from "vitest";
import { sanitizeBlogHtml } from "./sanitize.ts";

describe("sanitizeBlogHtml", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const html = sanitizeBlogHtml(
      '<p>Hi<script>alert(1)</script></p><img src="https://x.test/a.png" onerror="alert(2)" alt="a">' +
        '<a href="javascript:alert(3)">bad</a><a href="/blog/other">good</a>',
    );
    expect(html).toBe(
      '<p>Hi</p><img src="https://x.test/a.png" alt="a"><a>bad</a><a href="/blog/other">good</a>',
    );
  });

  it("drops images whose source is not http(s)", () => {
    expect(sanitizeBlogHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe("<img>");
  });

  it("keeps article markup", () => {
    const body =
      "<blockquote><p><em>Quiet</em> and <strong>loud</strong></p></blockquote>" +
      '<ul><li>one</li></ul><pre><code class="language-ts">let a = 1;</code></pre>';
    expect(sanitizeBlogHtml(body)).toBe(body);
  });

  it("marks external links noopener noreferrer", () => {
    expect(sanitizeBlogHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  it("gives headings without an id a unique slug of their text", () => {
    const html = sanitizeBlogHtml(
      '<h2>Why It <em>Works</em></h2><h3>Art &amp; Story</h3><h2>Why it works</h2><h2 id="kept">Kept</h2>',
    );
    expect(html).toBe(
      '<h2 id="why-it-works">Why It <em>Works</em></h2><h3 id="art--story">Art &amp; Story</h3>' +
        '<h2 id="why-it-works-1">Why it works</h2><h2 id="kept">Kept</h2>',
    );
  });

  it("turns a body h1 into an h2 with an id", () => {
    expect(sanitizeBlogHtml("<h1>Intro</h1>")).toBe('<h2 id="intro">Intro</h2>');
  });

  it("gives the same ids on every run", () => {
    const body = "<h2>One</h2><h2>One</h2>";
    expect(sanitizeBlogHtml(body)).toBe(sanitizeBlogHtml(body));
  });
});
