import { setTimeout as sleep } from "node:timers/promises";

/** Waits until `check` answers true (jobs run on their own time); the test's timeout bounds it. */
export async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await sleep(100);
}
