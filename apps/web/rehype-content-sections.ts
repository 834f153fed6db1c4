import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { valueToEstree } from 'estree-util-value-to-estree';
import { define } from 'unist-util-mdx-define';
import type { VFile } from 'vfile';
import type { ContentSectionEntry } from './app/content/longform';

// Containers whose line breaks between children render nothing: dropping them keeps the page's JavaScript small.
const BLOCK_CONTAINERS = new Set(['ul', 'ol', 'table', 'thead', 'tbody', 'tr', 'dl', 'div', 'address', 'section']);

function dropLineBreaksBetweenBlocks(node: Root | ElementContent) {
  if (!('children' in node)) return;
  const name = node.type === 'element' ? node.tagName : node.type === 'mdxJsxFlowElement' ? node.name : node.type;
  if (name === 'root' || (name && BLOCK_CONTAINERS.has(name))) {
    node.children = node.children.filter((c) => !(c.type === 'text' && /^\s*\n\s*$/.test(c.value))) as typeof node.children;
  }
  for (const child of node.children) dropLineBreaksBetweenBlocks(child as ElementContent);
}

const isSectionHeading = (node: RootContent): node is Element =>
  node.type === 'element' && node.tagName === 'h2' && typeof node.properties.id === 'string';

/**
 * Groups a policy page written in Markdown into numbered sections: every `## Title {#id}` and the
 * blocks after it become one `section` element with its `index`, which the page's components render
 * (content-page.tsx) with the id and title from the exported `sections` list ({ id, title } in order,
 * the title as plain text), the same list the table of contents shows; what comes before the
 * first one is the unnumbered introduction. So the owner writes each heading once.
 */
export function rehypeContentSections() {
  return (tree: Root, file: VFile) => {
    const kept: RootContent[] = []; // imports and exports stay at the top level
    const intro: ElementContent[] = [];
    const sections: { entry: ContentSectionEntry; body: ElementContent[] }[] = [];
    for (const node of tree.children) {
      if (node.type === 'doctype' || node.type === 'mdxjsEsm') kept.push(node);
      else if (isSectionHeading(node)) sections.push({ entry: { id: String(node.properties.id), title: toString(node) }, body: [] });
      else if (node.type === 'text' && !node.value.trim())
        continue; // line breaks between blocks
      else if (sections.length) sections.at(-1)!.body.push(node);
      else intro.push(node);
    }
    if (!sections.length) return;

    for (const node of intro) if (node.type === 'element' && node.tagName === 'h2') node.properties.className = ['content-intro__title'];
    const block = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
      type: 'element',
      tagName,
      properties,
      children,
    });
    tree.children = [
      ...kept,
      ...(intro.length ? [block('div', { className: ['content-intro', 'prose'] }, intro)] : []),
      ...sections.map(({ body }, index) => block('section', { index }, body)),
    ];
    dropLineBreaksBetweenBlocks(tree);
    define(tree, file, { sections: valueToEstree(sections.map((s) => s.entry)) });
  };
}
