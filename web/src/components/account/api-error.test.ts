import { CombinedGraphQLErrors } from "@apollo/client";
import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { messages as english } from "../../locales/en.po";
import { messages as japanese } from "../../locales/ja.po";
import { apiErrorOf } from "./api-error.ts";

const apiError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe("an API error in the interface's language", () => {
  afterEach(() => i18n.loadAndActivate({ locale: "en", messages: english }));

  it("shows the API's own English message in English, keeping its code and argument", () => {
    expect(
      apiErrorOf(
        apiError('Invalid argument "input.email": must be an e-mail address', {
          code: "BAD_USER_INPUT",
          argumentName: "input.email",
        }),
      ),
    ).toEqual({
      code: "BAD_USER_INPUT",
      message: "This must be an e-mail address",
      argumentName: "input.email",
      retryAfterSeconds: undefined,
    });
  });

  it("shows the text for a known code in another language", () => {
    i18n.loadAndActivate({ locale: "ja", messages: japanese });
    const error = apiErrorOf(
      apiError("An account with this e-mail address already exists.", { code: "EMAIL_TAKEN" }),
    );
    expect(error?.code).toBe("EMAIL_TAKEN");
    expect(error?.message).toBe("このメールアドレスはすでに別のアカウントで使われています。");
    expect(
      apiErrorOf(
        apiError("This link is invalid or has already been used.", { code: "TOKEN_INVALID" }),
      )?.message,
    ).toBe("このリンクは無効か、すでに使用されています。");
  });

  it("says that something failed, not the English message, for a code it has no text for", () => {
    i18n.loadAndActivate({ locale: "ja", messages: japanese });
    const error = apiErrorOf(
      apiError("Query exceeds the maximum depth of 9", { code: "DEPTH_LIMIT_EXCEEDED" }),
    );
    expect(error?.code).toBe("DEPTH_LIMIT_EXCEEDED");
    expect(error?.message).toBe("問題が発生しました。もう一度お試しください。");
  });

  it("is null for a failure that is not the API's answer", () => {
    expect(apiErrorOf(new TypeError("Failed to fetch"))).toBeNull();
  });
});
