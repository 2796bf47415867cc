import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

// Validates a document against the OPDS 1.2 RELAX NG schema in this folder (see README.md) with
// libxml2 compiled to WebAssembly: no Java or native build needed. For tests.

const file = (name: string) => ({
  fileName: name,
  contents: readFileSync(path.join(import.meta.dirname, name), "utf8"),
});
const schema = [file("inkpanel-opds.rng")];
const preload = [file("opds.rng"), file("atom.rng")];

/** libxml2's complaints about `xml` (none when it is a valid OPDS 1.2 catalogue document). */
export async function opdsSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "feed.xml", contents: xml }],
    schema,
    preload,
    extension: "relaxng",
  });
  return result.errors.map((error) => error.rawMessage);
}
