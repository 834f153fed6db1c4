import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from './icons.tsx';

interface CarouselProps {
  /** Accessible name of the carousel and its visible heading. */
  title: string;
  eyebrow?: string;
  /** Optional link or button shown beside the arrows (e.g. 'View all'). */
  action?: ReactNode;
  /** Items per view at 1440 px; narrower screens show fewer (see components.css). */
  perView?: 3 | 4 | 5 | 6;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}

/** A scroll-snap track with previous/next buttons; it scrolls by hand and by keyboard without JS. */
export function Carousel({ title, eyebrow, action, perView = 4, headingLevel: H = 'h2', children }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 4;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const move = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: dir * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={title}>
      <div className="section__head">
        <div>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <H className="section__title">{title}</H>
        </div>
        <div className="carousel__controls">
          {action}
          <button
            type="button"
            className="carousel__arrow"
            aria-label={`Previous: ${title}`}
            disabled={edges.start}
            onClick={() => move(-1)}
          >
            <ChevronLeft />
          </button>
          <button type="button" className="carousel__arrow" aria-label={`Next: ${title}`} disabled={edges.end} onClick={() => move(1)}>
            <ChevronRight />
          </button>
        </div>
      </div>
      <ul ref={track} className={`carousel__track carousel__track--${perView}`} onScroll={measure}>
        {Children.map(children, (child, i) => (
          <li className="carousel__item" aria-roledescription="slide" aria-label={`${i + 1} of ${Children.count(children)}`}>
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
