import { useMutation } from "@apollo/client/react";
import { toast } from "@inkpanel/ui";
import { useState } from "react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { ReadingDirection } from "../../gql/graphql.ts";

export const UseReadingDirection_reader = graphql(`
  fragment UseReadingDirection_reader on User {
    id
    preferences {
      readingDirection
    }
  }
`);

export const SaveReadingDirectionMutation = graphql(`
  mutation SaveReadingDirection($readingDirection: ReadingDirection!) {
    updatePreferences(input: { readingDirection: $readingDirection }) {
      readingDirection
    }
  }
`);

export const readingDirectionLabels: Record<ReadingDirection, string> = {
  LTR: "Left to right",
  RTL: "Right to left (manga)",
  VERTICAL: "Vertical scroll",
};

/** Where a signed-out reader's choice is kept, so the next visit reads the same way. */
export const guestDirectionKey = "readingDirection";

function readGuestDirection(): ReadingDirection {
  try {
    const stored = window.localStorage.getItem(guestDirectionKey);
    return stored && Object.hasOwn(readingDirectionLabels, stored)
      ? (stored as ReadingDirection)
      : "LTR";
  } catch {
    return "LTR"; // storage disabled
  }
}

function writeGuestDirection(direction: ReadingDirection) {
  try {
    window.localStorage.setItem(guestDirectionKey, direction);
  } catch {
    // storage disabled: the choice lasts while this chapter is open
  }
}

/**
 * The reading direction and how to change it. A signed-in reader's direction is their saved
 * preference (so settings and other devices follow a change); a signed-out reader's is kept in
 * this browser.
 */
export function useReadingDirection(
  reader: FragmentType<typeof UseReadingDirection_reader> | null,
): [ReadingDirection, (direction: ReadingDirection) => void] {
  const signedIn = useFragment(UseReadingDirection_reader, reader);
  const [guestDirection, setGuestDirection] = useState(readGuestDirection);
  const [save] = useMutation(SaveReadingDirectionMutation);

  if (!signedIn) {
    const chooseAsGuest = (direction: ReadingDirection) => {
      writeGuestDirection(direction);
      setGuestDirection(direction);
    };
    return [guestDirection, chooseAsGuest];
  }

  const chooseAsReader = (direction: ReadingDirection) => {
    save({
      variables: { readingDirection: direction },
      optimisticResponse: {
        updatePreferences: { readingDirection: direction },
      },
      // Preferences have no id of their own: they live inside the reader's User record, which
      // the reader (and the settings screen) read, so the change is written there.
      update(cache, { data }) {
        if (!data) return;
        cache.modify<{ preferences: { readingDirection: ReadingDirection } }>({
          id: cache.identify({ __typename: "User", id: signedIn.id }),
          fields: {
            preferences: (preferences) => ({
              ...preferences,
              readingDirection: data.updatePreferences.readingDirection,
            }),
          },
        });
      },
    }).catch(() => {
      toast({
        title: "Your reading direction could not be saved. Please try again.",
        variant: "destructive",
      });
    });
  };
  return [signedIn.preferences.readingDirection, chooseAsReader];
}
