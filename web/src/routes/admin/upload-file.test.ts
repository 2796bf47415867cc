import { describe, expect, it } from "vitest";
import { uploadTarget } from "./upload-file.ts";

describe("an upload's target", () => {
  it("is this page's origin for the site's own upload route, whatever host the server named", () => {
    expect(
      uploadTarget("http://localhost:4000/uploads/abc?token=t0k", "https://inkpanel.example"),
    ).toBe("/uploads/abc?token=t0k");
  });

  it("is the URL itself for an object store's presigned URL", () => {
    const presigned = "https://bucket.s3.example.com/uploads/abc?X-Amz-Signature=1";
    expect(uploadTarget(presigned, "https://inkpanel.example")).toBe(presigned);
  });
});
