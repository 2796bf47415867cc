import { AppLink, buttonVariants, PremiumBadge } from "@inkpanel/ui";
import { Download } from "lucide-react";
import { formatChapterNumber } from "../../app/format.ts";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { useViewer } from "../account/use-viewer.ts";

export const DownloadButton_manga = graphql(`
  fragment DownloadButton_manga on Manga {
    id
    firstChapter {
      id
      number
    }
  }
`);

/**
 * Download of the title's first chapter as a file for offline reading: a Premium and Ultimate
 * feature (the server checks it too); other readers are shown the plans instead.
 */
export function DownloadButton(props: { manga: FragmentType<typeof DownloadButton_manga> }) {
  const { firstChapter } = useFragment(DownloadButton_manga, props.manga);
  const { isPremium } = useViewer();
  if (!isPremium || !firstChapter) {
    return (
      <AppLink href="/subscription" className={buttonVariants({ variant: "outline" })}>
        <Download /> Download <PremiumBadge />
      </AppLink>
    );
  }
  return (
    <a
      href={`/downloads/chapters/${firstChapter.id}`}
      download
      className={buttonVariants({ variant: "outline" })}
    >
      <Download /> Download Chapter {formatChapterNumber(firstChapter.number)}
    </a>
  );
}
