// A page the server rendered works as the HTML it is (its links, its GET forms) until the app
// starts, which it does at the reader's first interaction. What the reader does meanwhile is
// recorded by index.html's head script (`startOnFirstInteraction`) and acted on by the app once
// it has hydrated (`replayEarlyInteractions`).

/** What index.html's head script hands to the app, as `window.inkpanelEarly`. */
export interface EarlyInteractions {
  /** the clicks, edits and held submissions since the page opened, in order */
  events: Event[];
  /** the reader has reached for the page: the app starts */
  reached: boolean;
  /** called at the first interaction (the start script sets it) */
  onReach: () => void;
  /** stops recording */
  stop: () => void;
}

declare global {
  interface Window {
    inkpanelEarly?: EarlyInteractions;
  }
}

/**
 * Runs in the page's head (stringified by the build, so it uses nothing outside itself). Adds the
 * start script (`entry`, with its modulepreload links) once the page has loaded and that frame has
 * painted, or at once at a first interaction. From the start it records the clicks, edits and
 * submissions the app must act on, and tells the start script when the reader first reaches for
 * the page:
 * - pointerdown and touchstart (a tap or a click begins), keydown, focusin (focus moved into the
 *   page, by the keyboard or assistive technology), wheel (a desktop reader scrolling), and a
 *   mouse moving over the page (a desktop reader's hand on the mouse: a head start before a click);
 * - not `scroll`, which a phone's reader does to read, and which the server's HTML serves whole.
 * A form with no `action` of its own is the app's to submit: its submission waits for the app.
 */
export function startOnFirstInteraction(entry: string, preloads: string[]) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  const recorded = ["click", "input", "change", "submit"];
  const reaching = ["pointerdown", "touchstart", "keydown", "focusin", "wheel", "pointermove"];
  const types = recorded.concat(reaching);
  const early: EarlyInteractions = {
    events: [],
    reached: false,
    onReach: () => {},
    stop: () => {
      for (const type of types) removeEventListener(type, listen, true);
    },
  };
  window.inkpanelEarly = early;
  function listen(event: Event) {
    // A mouse that moved: Chromium also sends moves without movement of its own, when the layout
    // changes under a resting cursor (and headless, once at load).
    const pointer = event as PointerEvent;
    const moved = pointer.pointerType === "mouse" && (pointer.movementX || pointer.movementY);
    if (event.type === "pointermove" && !moved) return;
    if (recorded.includes(event.type)) {
      const form = event.target as HTMLFormElement;
      if (event.type === "submit" && !form.hasAttribute("action")) event.preventDefault();
      early.events.push(event);
    }
    if (early.reached) return;
    early.reached = true;
    start();
    early.onReach();
  }
  for (const type of types) {
    addEventListener(type, listen, { capture: true, passive: type !== "submit" });
  }
  // A frame's animation callbacks run before its paint, and a timeout set in one runs after it.
  // A hidden tab paints nothing (and runs no animation callbacks): it starts at once.
  const afterPaint = () =>
    document.hidden ? start() : requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}

/** Whether a click on the element is its own to act on once the app is up, not the browser's. */
const appButton = (element: Element) =>
  element.closest("a[href], label") === null &&
  !(element instanceof HTMLButtonElement && element.type === "submit" && element.form);

/**
 * Acts on what the reader did before the app had hydrated, on the same elements if they are
 * still on the page: a value typed or chosen reaches the component that owns the field (React
 * took the field over as it was), a click on a button is clicked again, and a held submission is
 * submitted. Links and GET forms already did their part natively.
 */
export async function replayEarlyInteractions(early: EarlyInteractions) {
  early.stop();
  const events = early.events.splice(0);
  const fields = events.flatMap((event) =>
    (event.type === "input" || event.type === "change") && event.target instanceof Element
      ? [event.target]
      : [],
  );
  await actOn(events, new Map(fields.map((field) => [field, valueOf(field)])));
}

/**
 * Hands the page to React's own listeners (startApp calls it as it starts hydrating). A tap on a
 * part that can hydrate at once hydrates it and acts; React drops one on a part that cannot yet,
 * its code still on its way (the footer's chunk, seconds after the app on a slow phone): the
 * chosen language or the typed word would be lost. Such an event, its element still not React's
 * once React has had it, is held for its part as the early ones are. Returns what stops holding
 * (the page holds for its whole life).
 */
export function handOverToReact(early: EarlyInteractions | undefined): () => void {
  early?.stop();
  const types = ["click", "input", "change", "submit"];
  // In the capture phase, before React's own listener: it stops the propagation of an event it
  // drops.
  for (const type of types) {
    addEventListener(type, holdIfDropped, { capture: true, passive: type !== "submit" });
  }
  return () => {
    for (const type of types) removeEventListener(type, holdIfDropped, true);
  };
}

/**
 * Fields whose dropped edits wait for their part, with the value the reader left in each. Kept
 * as they leave it: React, re-rendering a part for another replayed edit, sets its controlled
 * fields back to their state.
 */
const editsWaiting = new Map<Element, FieldValue>();
/** Set while an event is acted on again: React's listeners take it, and this module ignores it. */
let replaying = false;

function holdIfDropped(event: Event) {
  const target = event.target;
  if (replaying || !(target instanceof Element)) return;
  const actor = event.type === "click" ? target.closest("button, [role='button']") : target;
  if (!actor || takenOver(actor) || (event.type === "click" && !appButton(actor))) return;
  // Whether React drops it is known once it has had the event; what the browser does by itself is
  // decided before: a submission the app makes waits for it, as an early one does.
  if (event.type === "submit" && !actor.hasAttribute("action")) event.preventDefault();
  const edit = event.type === "input" || event.type === "change";
  if (edit) {
    const alreadyWaiting = editsWaiting.has(actor);
    editsWaiting.set(actor, valueOf(actor));
    if (alreadyWaiting) return;
  }
  setTimeout(() => {
    if (takenOver(actor)) {
      // React hydrated the part at once, and acted.
      editsWaiting.delete(actor);
      return;
    }
    void actOn([event], editsWaiting).finally(() => editsWaiting.delete(actor));
  });
}

/**
 * Acts on the events, in order, each once its element has hydrated: a field's change with the
 * value the reader left in it (`left`).
 */
async function actOn(events: Event[], left: ReadonlyMap<Element, FieldValue>) {
  const targets = (type: string) =>
    events.flatMap((event) =>
      event.type === type && event.target instanceof Element ? [event.target] : [],
    );
  for (const field of new Set([...targets("input"), ...targets("change")])) {
    if (await hydrated(field)) replay(() => announceValue(field, left.get(field)));
  }
  for (const event of events) {
    const target = event.target;
    if (!(target instanceof Element)) continue;
    if (event.type === "click") {
      const button = target.closest("button, [role='button']");
      if (button instanceof HTMLElement && appButton(button) && (await hydrated(button))) {
        replay(() => button.click());
      }
    } else if (event.type === "submit" && event.defaultPrevented && (await hydrated(target))) {
      replay(() => (target as HTMLFormElement).requestSubmit((event as SubmitEvent).submitter));
    }
  }
}

/** Dispatches an event again: synchronously, so `replaying` covers exactly its dispatch. */
function replay(dispatch: () => void) {
  replaying = true;
  try {
    dispatch();
  } finally {
    replaying = false;
  }
}

/** React keeps an element's props on it once it has taken it over. */
const takenOver = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/**
 * Whether the element is still on the page once React has hydrated it. Parts of the page may
 * hydrate after the app's first commit (a route's data boundary, the footer's chunk), and React
 * drops an event on a part that cannot hydrate yet: on a slow phone that can take seconds, so it
 * waits up to ten (startApp opens the home's bands behind their gate first, see openEveryGate); an
 * element React never takes over gets the event after that anyway.
 */
async function hydrated(element: Element): Promise<boolean> {
  for (
    let waited = 0;
    waited < 10_000 && element.isConnected && !takenOver(element);
    waited += 50
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return element.isConnected;
}

/** What a field holds: its text or choice, or whether it is checked. */
type FieldValue = string | boolean | undefined;

const checkable = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

function valueOf(field: Element): FieldValue {
  if (checkable(field)) return field.checked;
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  ) {
    return field.value;
  }
  return undefined;
}

/**
 * Tells the field's component of the value the reader `left` in it. React reads a field's change
 * against the value it saw last, which for a field changed before hydration is already the
 * changed one: the field is set back to the server's value through its own setter (which React
 * watches), then to the reader's through the prototype's, and the change is announced as the
 * browser would.
 */
function announceValue(field: Element, left: FieldValue) {
  if (field instanceof HTMLSelectElement && typeof left === "string") {
    field.value = left;
    field.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (checkable(field)) {
    if (left === field.defaultChecked) return;
    field.checked = field.defaultChecked;
    field.click();
  } else if (
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    typeof left === "string"
  ) {
    if (left === field.defaultValue) return;
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(field, left);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
