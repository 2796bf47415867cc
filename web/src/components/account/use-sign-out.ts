import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { graphql } from "../../gql";
import { OFFLINE_DATA_CACHE } from "../../lib/offline-caches.ts";

const SignOut = graphql(`
  mutation SignOut {
    signOut
  }
`);

/**
 * Ends the session, forgets everything fetched as the reader (also the answers the service worker
 * kept for the Library offline), and goes home.
 */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut] = useMutation(SignOut);
  return async () => {
    await signOut();
    await client.clearStore();
    await globalThis.caches?.delete(OFFLINE_DATA_CACHE);
    await navigate("/");
    await client.refetchQueries({ include: "active" });
  };
}
