import { useEffect, useState, type ReactNode } from 'react';
import { POLICIES_UPDATED } from './business.ts';
import './content.css';
import { Breadcrumb } from '~/components/ui/breadcrumb';

/** One numbered part of a long page; `id` is its anchor. */
export interface ContentSection {
  id: string;
  title: string;
  body: ReactNode;
}

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

function TocList({ sections, active }: { sections: ContentSection[]; active?: string }) {
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

interface LongformProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Unnumbered text before section 1 (an overview). */
  intro?: ReactNode;
  sections: ContentSection[];
  updated?: string;
}

/** A policy page: numbered sections with anchored headings and a table of contents. */
export function LongformPage({ title, eyebrow = 'Customer care', lead, intro, sections, updated = POLICIES_UPDATED }: LongformProps) {
  const [ids] = useState(() => sections.map((s) => s.id));
  const active = useActiveSection(ids);
  return (
    <div className="content-page">
      <ContentHead title={title} eyebrow={eyebrow} lead={lead} />
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
          {intro ? <div className="content-intro prose">{intro}</div> : null}
          {sections.map((s, i) => (
            <section key={s.id} className="content-section">
              <h2 id={s.id} className="content-section__title">
                <span className="content-section__num">{i + 1}.</span> {s.title}
                <a className="content-section__anchor" href={`#${s.id}`} aria-label={`Link to section ${i + 1}, ${s.title}`}>
                  #
                </a>
              </h2>
              <div className="prose">{s.body}</div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
