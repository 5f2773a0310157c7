/**
 * Finding an element the way a user names it, for the Firefox tests (which speak WebDriver BiDi
 * without Playwright's locators). `findElements` runs inside the page: it is sent as source text,
 * so it must not use anything from outside its own body.
 */

/** What to look for; every given field must match. Hidden elements never match. */
export interface ElementQuery {
  /** A CSS selector the element matches. */
  css?: string;
  /** Its aria-label, or the start of the text of one of its <label>s (form controls). */
  label?: string;
  /** Its name (aria-label, else its text) contains this. */
  name?: string;
  /** Its text contains this. */
  text?: string;
  /** Which element when several match; the first in document order unless 'last'. */
  pick?: 'first' | 'last';
}

/** The few DOM members used here; the e2e code is type-checked without the DOM library. */
interface QueryRoot {
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}
interface PageElement extends QueryRoot {
  shadowRoot: QueryRoot | null;
  textContent: string | null;
  labels?: ArrayLike<{ textContent: string | null }> | null;
  getAttribute(name: string): string | null;
  getClientRects(): { length: number };
}

/** The visible elements `query` names in document order, searching open shadow roots too (the chat widget lives in one). */
export function findElements(query: ElementQuery): PageElement[] {
  const document = (globalThis as unknown as { document: QueryRoot }).document;
  const roots: QueryRoot[] = [];
  const visit = (root: QueryRoot): void => {
    roots.push(root);
    for (const element of Array.from(root.querySelectorAll('*'))) if (element.shadowRoot) visit(element.shadowRoot);
  };
  visit(document);
  const normal = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
  const label = query.label;
  const name = query.name;
  const text = query.text;
  return roots
    .flatMap((root) => Array.from(root.querySelectorAll(query.css ?? '*')))
    .filter((element) => element.getClientRects().length > 0)
    .filter(
      (element) =>
        label === undefined ||
        normal(element.getAttribute('aria-label')) === label ||
        Array.from(element.labels ?? []).some((item) => normal(item.textContent).startsWith(label)),
    )
    .filter((element) => name === undefined || normal(element.getAttribute('aria-label') ?? element.textContent).includes(name))
    .filter((element) => text === undefined || normal(element.textContent).includes(text));
}
