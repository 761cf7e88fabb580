/**
 * A name that ends in a stop ("Amora Online B.V.", "Example Ltd.") ends a sentence with that stop:
 * the sentence's own is dropped, as in print. Applied to the written text, not the template, so it
 * holds wherever a translation puts the name: at the end of the sentence or within it.
 */
export function withNameStop(text: string, name: string): string {
  return name.endsWith('.') ? text.replaceAll(`${name}.`, name) : text;
}
