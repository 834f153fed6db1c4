import Content, { frontmatter, sections } from '~/content/privacy-policy.mdx';
import { contentMeta } from '~/features/content/business';
import { LongformPage } from '~/features/content/content-page';

export const meta = () => contentMeta(frontmatter.title, frontmatter.description);

export default function Page() {
  return <LongformPage frontmatter={frontmatter} sections={sections} Content={Content} />;
}
