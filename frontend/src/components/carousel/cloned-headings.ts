/**
 * Splide's loop mode copies the first and last slides as clones. A copied `h1` would give the page
 * a second h1, so inside clones every h1 becomes an h2 with the same attributes and content.
 */
export function demoteClonedHeadings(root: ParentNode): void {
  for (const heading of root.querySelectorAll('.splide__slide--clone h1')) {
    const replacement = heading.ownerDocument.createElement('h2');
    for (const { name, value } of Array.from(heading.attributes)) replacement.setAttribute(name, value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}
