import type { APIRequestContext } from "@playwright/test";

/** Asks the running server's API, to learn what the seeded database holds. */
export async function queryApi<TData>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<TData> {
  const response = await request.post("/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data?: TData; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`API error: ${JSON.stringify(body.errors)}`);
  return body.data;
}
