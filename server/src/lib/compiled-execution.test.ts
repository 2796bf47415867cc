import { ApolloServer } from "@apollo/server";
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { compiledExecution } from "./compiled-execution.ts";

type Gateway = ReturnType<typeof compiledExecution>;
type GatewayExecutor = NonNullable<Awaited<ReturnType<Gateway["load"]>>["executor"]>;
type GatewayRequestContext = Parameters<GatewayExecutor>[0];

/**
 * compiledExecution's gateway, remembering the request context Apollo hands its executor each time
 * and setting the answer's status through it, as a gateway may.
 */
function recordingGateway(gateway: Gateway, seen: GatewayRequestContext[]): Gateway {
  return {
    ...gateway,
    load: async (options) => {
      const executor = (await gateway.load(options)).executor!;
      return {
        executor: (requestContext) => {
          seen.push(requestContext);
          requestContext.response!.http!.status = 203;
          return executor(requestContext);
        },
      };
    },
  };
}

describe("compiledExecution under Apollo Server", () => {
  const schema = buildSchema(`type Query { greeting: String }`);

  async function serve(queries: string[]) {
    const seen: GatewayRequestContext[] = [];
    const server = new ApolloServer({ gateway: recordingGateway(compiledExecution(schema), seen) });
    await server.start();
    try {
      const responses = [];
      for (const query of queries) responses.push(await server.executeOperation({ query }));
      return { seen, responses };
    } finally {
      await server.stop();
    }
  }

  it("answers through graphql-jit, with the status its executor set", async () => {
    const { responses } = await serve(["{ __typename greeting }"]);
    expect(responses[0]!.body).toEqual({
      kind: "single",
      singleResult: { data: { __typename: "Query", greeting: null } },
    });
    expect(responses[0]!.http.status).toBe(203);
  });

  // patches/@apollo__server@5.5.1.patch: with an accessor of its own on each request's response
  // object, V8 kept every request's objects alive through the young generation's collections.
  it("hands each request a response whose status accessor is shared", async () => {
    const { seen } = await serve(["{ greeting }", "{ __typename }"]);
    const [first, second] = seen.map((requestContext) => requestContext.response!.http!);
    expect(Object.getOwnPropertyDescriptor(first, "status")).toBeUndefined();
    expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(second));
    expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(first), "status")?.get).toBeTypeOf(
      "function",
    );
  });
});
