import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from '~/components/ui/icons';
import type { CardImage } from '~/components/product/card-item';
import { ProductImage } from '~/components/product/product-image';

export interface HeroSlide {
  eyebrow: string;
  title: string;
  text: string;
  images: CardImage[];
}

/** Time each slide stays before fading to the next (R11.1). */
export const HERO_INTERVAL_MS = 2000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
function onReducedMotionChange(notify: () => void) {
  const mq = window.matchMedia(REDUCED_MOTION);
  mq.addEventListener('change', notify);
  return () => mq.removeEventListener('change', notify);
}

/**
 * Three fading slides. Auto-advance stops while the pointer or focus is inside, when the shopper
 * presses pause, and entirely under prefers-reduced-motion.
 */
/** ctaTo: where 'Shop Collection' leads: the collections (R15.1), or the categories while there are none. */
export function Hero({ slides, ctaTo }: { slides: HeroSlide[]; ctaTo: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reduced = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);
  const root = useRef<HTMLElement>(null);

  const running = !paused && !held && !reduced && slides.length > 1;
  useEffect(() => {
    if (!running) return;
    const t = window.setTimeout(() => setIndex((i) => (i + 1) % slides.length), HERO_INTERVAL_MS);
    return () => window.clearTimeout(t);
  }, [running, index, slides.length]);

  if (slides.length === 0) return null;
  return (
    <section
      ref={root}
      className="hero"
      aria-roledescription="carousel"
      aria-label="Featured collections"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="hero__slides" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            className="hero__slide"
            data-active={i === index || undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <div className="hero__media">
              {slide.images.slice(0, 2).map((img, j) => (
                <ProductImage
                  key={img.coverImage}
                  image={img}
                  alt={img.alt}
                  sizes="(min-width: 768px) 30vw, 50vw"
                  priority={i === 0 ? (j === 0 ? 'high' : 'eager') : 'lazy'}
                  className={`hero__img hero__img--${j + 1}`}
                />
              ))}
            </div>
            <div className="hero__copy">
              <p className="eyebrow hero__eyebrow">{slide.eyebrow}</p>
              {i === 0 ? <h1 className="hero__title">{slide.title}</h1> : <h2 className="hero__title">{slide.title}</h2>}
              <p className="hero__text">{slide.text}</p>
              <Link to={ctaTo} className="btn hero__cta">
                Shop Collection <ArrowRight width="16" height="16" />
              </Link>
            </div>
          </div>
        ))}
      </div>
      <div className="hero__controls">
        <div className="hero__dots">
          {slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              className="hero__dot"
              aria-label={`Show slide ${i + 1}: ${s.title}`}
              aria-current={i === index || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        {reduced ? null : (
          <button type="button" className="hero__pause" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {paused ? 'Play' : 'Pause'}
            <span className="visually-hidden"> slideshow</span>
          </button>
        )}
      </div>
    </section>
  );
}
