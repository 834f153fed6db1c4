import type { ComponentType } from 'react';

/** One numbered section of a policy page, as rehype-content-sections.ts exports it. */
export interface ContentSectionEntry {
  id: string;
  title: string;
}

/** What a policy page's .mdx file exports once compiled (vite.config.ts); `Content` is its default export. */
export interface LongformModule {
  frontmatter: { title: string; description: string; lead?: string; eyebrow?: string };
  sections: readonly ContentSectionEntry[];
  Content: ComponentType<{ components?: Record<string, ComponentType<never>> }>;
}
