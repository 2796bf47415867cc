// A key belongs first to the open dialog, then to the focused control that uses it; the reader
// acts only on keys nobody else has a use for. Selectors by role as well as by element, since
// the UI's controls (Radix) are buttons and divs with roles.

const roles = (...names: string[]) => names.map((name) => `[role=${name}]`);

/** Fields and pickers that take every key typed into them. */
const typingFields = [
  ...["input", "textarea", "select", "[contenteditable]:not([contenteditable=false])"],
  ...roles("combobox", "listbox", "slider"),
].join();

/** While a dialog is open, every key is the dialog's, never the page's behind it. */
const openDialogs = ["dialog[open]", "[aria-modal=true]", ...roles("dialog", "alertdialog")].join();

/** Controls that Space or Enter press, toggle or pick. */
const pressable = [
  "button",
  "a[href]",
  "summary",
  ...roles("button", "link", "switch", "checkbox", "radio", "tab", "option", "treeitem"),
  ...roles("menuitem", "menuitemcheckbox", "menuitemradio"),
].join();

/** Controls whose arrows (and Home, End, Page Up/Down) move within them. */
const arrowed = [
  ...roles("radiogroup", "radio", "menu", "menubar", "menuitem", "menuitemcheckbox"),
  ...roles("menuitemradio", "tablist", "tab", "option", "spinbutton"),
  ...roles("scrollbar", "tree", "treegrid", "grid"),
].join();

/** The arrows, Home, End, Page Up and Page Down. */
const movingKey = /^(Arrow|Home$|End$|Page(Up|Down)$)/;

/**
 * Whether the key is someone else's: already handled (default prevented), pressed while a dialog
 * is open, typed into a field, or one the focused control uses itself (Space on a button, an
 * arrow in a radio group or menu).
 */
export function keyBelongsElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return true;
  // Wherever focus is: it may not have reached a dialog that has just opened.
  if (document.querySelector(openDialogs)) return true;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest(typingFields)) return true;
  if (event.key === " " || event.key === "Enter") return target.closest(pressable) !== null;
  if (movingKey.test(event.key)) return target.closest(arrowed) !== null;
  return false;
}
