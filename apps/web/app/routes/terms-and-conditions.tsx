import Content, { frontmatter, sections } from '~/content/terms-and-conditions.mdx';
import { contentMeta } from '~/features/content/business';
import { LongformPage } from '~/features/content/content-page';
import { fillTerms } from '~/features/content/terms-placeholders';
import { termsOfMatches } from '~/lib/shop-terms';
import type { Route } from './+types/terms-and-conditions';

export function meta({ matches }: Route.MetaArgs) {
  return contentMeta(frontmatter.title, fillTerms(frontmatter.description, termsOfMatches(matches)));
}

export default function Page() {
  return <LongformPage frontmatter={frontmatter} sections={sections} Content={Content} />;
}
