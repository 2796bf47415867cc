import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The repository's root folder, found by walking up to pnpm-workspace.yaml. Paths are built from it
 * rather than from each module's own folder, because the compiled server is one bundle in
 * server/dist whose modules all share that folder.
 */
export const repoRoot = findRepoRoot(import.meta.dirname);

function findRepoRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "pnpm-workspace.yaml"))) return folder;
    if (path.dirname(folder) === folder) {
      throw new Error(
        `No pnpm-workspace.yaml above ${start}: is the server inside its repository?`,
      );
    }
  }
}
