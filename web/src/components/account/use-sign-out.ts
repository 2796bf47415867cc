import { useApolloClient, useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { graphql } from "../../gql";

const SignOut = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** Ends the session, forgets everything fetched as the reader, and goes home. */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut] = useMutation(SignOut);
  return async () => {
    await signOut();
    await client.clearStore();
    await navigate("/");
    await client.refetchQueries({ include: "active" });
  };
}
