import { useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentSectionEntry, LongformModule } from '~/content/longform';
import { POLICIES_UPDATED } from './business.ts';
import { fillTerms, termsPlaceholders } from './terms-placeholders.tsx';
import { useShopTerms } from '~/lib/shop-terms';
import './content.css';
import { Breadcrumb } from '~/components/ui/breadcrumb';

interface PageHeadProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
}

/** Breadcrumb, eyebrow, the page's single h1 and an optional lead paragraph. */
export function ContentHead({ title, eyebrow, lead }: PageHeadProps) {
  return (
    <header className="page-head content-head">
      <div className="container">
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: title }]} />
        {eyebrow ? <p className="eyebrow content-head__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-head__title">{title}</h1>
        {lead ? <p className="content-head__lead">{lead}</p> : null}
      </div>
    </header>
  );
}

/** Marks the section currently being read, for the table of contents. */
function useActiveSection(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) visible.set(e.target.id, e.isIntersecting);
        const first = ids.find((id) => visible.get(id));
        if (first) setActive(first);
      },
      { rootMargin: '-15% 0px -65% 0px' },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

function TocList({ sections, active }: { sections: readonly ContentSectionEntry[]; active?: string }) {
  return (
    <ol className="content-toc__list">
      {sections.map((s, i) => (
        <li key={s.id}>
          <a href={`#${s.id}`} aria-current={active === s.id ? 'true' : undefined}>
            <span className="content-toc__num">{i + 1}.</span> {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Links the Markdown writes as `[text](/path)` stay in the app; others are plain links. */
function ContentLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  return href.startsWith('/') ? (
    <Link to={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** The numbered sections rehype-content-sections.ts groups: anchored heading, then their text. */
function sectionComponents(sections: readonly ContentSectionEntry[]) {
  return {
    a: ContentLink,
    // MDX hands the index over as an attribute, so as a string.
    section: function ContentSection({ index, children }: { index: string; children?: ReactNode }) {
      const { id, title } = sections[Number(index)]!;
      const number = Number(index) + 1;
      return (
        <section className="content-section">
          <h2 id={id} className="content-section__title">
            <span className="content-section__num">{number}.</span> {title}
            <a className="content-section__anchor" href={`#${id}`} aria-label={`Link to section ${number}, ${title}`}>
              #
            </a>
          </h2>
          <div className="prose">{children}</div>
        </section>
      );
    },
  };
}

/**
 * A policy page written in app/content/*.mdx: its front matter gives the head, and its `## Title {#id}`
 * headings the numbered sections and the table of contents (see rehype-content-sections.ts). Fees,
 * windows and the seller's details are placeholders filled from the settings (terms-placeholders.tsx).
 */
export function LongformPage({ frontmatter, sections, Content, updated = POLICIES_UPDATED }: LongformModule & { updated?: string }) {
  const [ids] = useState(() => sections.map((s) => s.id));
  const components = useMemo(() => ({ ...sectionComponents(sections), ...termsPlaceholders }), [sections]);
  const terms = useShopTerms();
  const active = useActiveSection(ids);
  return (
    <div className="content-page">
      <ContentHead
        title={frontmatter.title}
        eyebrow={frontmatter.eyebrow ?? 'Customer care'}
        lead={frontmatter.lead ? fillTerms(frontmatter.lead, terms) : undefined}
      />
      <div className="container content-layout">
        <div className="content-toc">
          <div className="content-toc__sticky">
            <p id="toc-heading" className="content-toc__title">
              On this page
            </p>
            <nav aria-labelledby="toc-heading">
              <TocList sections={sections} active={active} />
            </nav>
          </div>
        </div>
        <article className="content-article">
          <p className="content-updated">
            Last updated: <time>{updated}</time>
          </p>
          <details className="content-toc-mobile">
            <summary>Contents ({sections.length} sections)</summary>
            <nav aria-label="Contents">
              <TocList sections={sections} />
            </nav>
          </details>
          <Content components={components} />
        </article>
      </div>
    </div>
  );
}
