import { Router, type Request, type Response } from "express";
import { GraphQLError } from "graphql";
import type { Context } from "../lib/context.ts";
import { fieldsOf, pathOnThisSite, readPlainForm, signInIfSignedOut } from "../lib/plain-forms.ts";
import { setFavorite, setSaved } from "./service.ts";

/** The reader's lists a title's buttons put it in, by the address's name. */
const LISTS = { favorites: setFavorite, saved: setSaved };

/**
 * `POST /library/favorites` and `POST /library/saved`: a title's Favorite and Save buttons sent
 * by the browser itself, without JavaScript or before the app is up (lib/plain-forms.ts). The
 * form says the title (`mangaId`) and what it asks for (`state`: `on` or `off`), then goes back
 * to the page it was on (`returnTo`), which shows the title's new state; signed out by then, to
 * sign-in and back.
 */
export function createLibraryFormRouter(
  contextOf: (request: Request, response: Response) => Promise<Context>,
  siteUrl: string,
): Router {
  const router = Router();
  router.post("/library/:list", readPlainForm(siteUrl, "2kb"), async (request, response, next) => {
    const set = LISTS[request.params.list as keyof typeof LISTS];
    if (!set) return next();
    const field = fieldsOf(request);
    const back = pathOnThisSite(field("returnTo")) ?? "/";
    try {
      await set(await contextOf(request, response), field("mangaId"), field("state") === "on");
    } catch (error) {
      const signIn = signInIfSignedOut(error, back);
      if (signIn) return response.redirect(303, signIn);
      // No such title: only an altered form sends one.
      if (error instanceof GraphQLError && error.extensions.code === "BAD_USER_INPUT") {
        return response
          .status(400)
          .type("text/plain")
          .send((error as Error).message);
      }
      return next(error);
    }
    response.redirect(303, back);
  });
  return router;
}
