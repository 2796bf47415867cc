import { expect, type Page } from "@playwright/test";

/**
 * Creates a reader through the API, signed in in the page's browser context (the request shares
 * its cookies), for journeys about what a signed-in reader can do rather than signing up.
 */
export async function signUpThroughApi(page: Page, name: string): Promise<void> {
  const response = await page.request.post("/graphql", {
    data: {
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`,
      variables: {
        input: {
          name,
          email: `${name.toLowerCase()}.${Date.now()}@content-journeys.test`,
          password: `${name} reads every article twice`,
          acceptTerms: true,
        },
      },
    },
  });
  const body = (await response.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}
