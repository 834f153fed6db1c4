// The .mdx files here are policy pages (see longform.d.ts).
declare module '*.mdx' {
  import type { LongformModule } from '~/content/longform';

  export const frontmatter: LongformModule['frontmatter'];
  export const sections: LongformModule['sections'];
  const Content: LongformModule['Content'];
  export default Content;
}
