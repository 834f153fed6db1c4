import { render, toPlainText } from '@react-email/render';
import type { FormatCallback, HtmlToTextOptions } from 'html-to-text';
import { createElement, type ReactElement } from 'react';
import type { ShopTerms } from '@atelier/contract/settings';
import { WithShopTerms } from './layout.tsx';

/** What every mail of the store is made of: one template, rendered to an HTML part and its plain-text twin. */
export interface MailContent {
  /** Which template made it; written to the outbox summary so tests and people can find a mail. */
  kind: string;
  subject: string;
  body: ReactElement;
}

export interface RenderedMail {
  html: string;
  text: string;
}

/** An element with data-text reads as that string in the text part (a line break as ", ", say). */
const textAs: FormatCallback = (elem, _walk, builder) => {
  builder.addInline(String(elem.attribs?.['data-text'] ?? ''), { noWordTransform: true });
};

function textOf(node: { data?: string; children?: unknown[] }): string {
  return node.data ?? (node.children ?? []).map((c) => textOf(c as never)).join('');
}

/** A link reads "Label: address"; a link that shows its own address reads just once. */
const labelledLink: FormatCallback = (elem, walk, builder) => {
  const href = String(elem.attribs?.href ?? '').replace(/^mailto:/, '');
  walk(elem.children, builder);
  if (href && href !== textOf(elem).trim()) builder.addInline(`: ${href}`, { noWordTransform: true });
};

/** A table row marked data-text-row reads as one line, its cells joined by ": " ("Total: £119.99"). */
const labelledRow: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  const cells = (elem.children ?? []).filter((c: { name?: string }) => c.name === 'td' || c.name === 'th');
  cells.forEach((cell: { children: unknown[] }, i: number) => {
    if (i > 0) builder.addInline(': ', { noWordTransform: true });
    walk(cell.children as never, builder);
  });
  builder.closeBlock({ trailingLineBreaks: 1 });
};

const TEXT_OPTIONS: HtmlToTextOptions = {
  // The HTML has no stray line breaks (React writes none), so the ones left are a customer's own.
  preserveNewlines: true,
  formatters: { textAs, labelledLink, labelledRow },
  selectors: [
    { selector: '[data-text]', format: 'textAs' },
    { selector: 'tr[data-text-row]', format: 'labelledRow' },
    // A typed message keeps its line breaks; quoting it with "> " would change what the customer wrote.
    { selector: 'blockquote', format: 'block', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'a', format: 'labelledLink' },
  ],
};

/** `terms`: the settings in force as the mail goes out, which its footer and promises read (R22.21). */
export async function renderMail(mail: Pick<MailContent, 'body'>, terms: ShopTerms): Promise<RenderedMail> {
  const html = await render(createElement(WithShopTerms, { terms, children: mail.body }));
  return { html, text: toPlainText(html, TEXT_OPTIONS) };
}
