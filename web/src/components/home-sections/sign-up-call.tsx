import { AppLink, buttonVariants } from "@inkpanel/ui";
import { useLingui } from "@lingui/react/macro";

/** The call to action at the foot of the home page. */
export function SignUpCall() {
  const { t } = useLingui();
  return (
    <section className="rounded-3xl bg-linear-to-r from-gradient-from to-gradient-to px-6 py-12 text-center text-media-foreground sm:px-12">
      <h2 className="text-3xl font-extrabold tracking-tight">{t`Start your manga journey`}</h2>
      <p className="mx-auto mt-3 max-w-xl text-media-foreground/90">
        {t`Create a free account to keep favorites, pick up where you left off and follow new chapters.`}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <AppLink href="/signup" className={buttonVariants({ size: "lg", variant: "secondary" })}>
          {t`Sign Up Free`}
        </AppLink>
        <AppLink
          href="/browse"
          className={buttonVariants({
            size: "lg",
            variant: "outline",
            className:
              "border-media-foreground/40 text-media-foreground hover:bg-media-foreground/10 hover:text-media-foreground",
          })}
        >
          {t`Browse Manga`}
        </AppLink>
      </div>
    </section>
  );
}
