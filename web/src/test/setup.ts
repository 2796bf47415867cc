import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Radix's select and slider use pointer capture and scrolling, which jsdom leaves out.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// jsdom loads no images: decoding one (the reader does before showing a page) succeeds at once.
HTMLImageElement.prototype.decode ??= () => Promise.resolve();

afterEach(cleanup);
