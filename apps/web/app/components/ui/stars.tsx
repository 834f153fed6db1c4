import { ratingWords } from '@atelier/contract/reviews';
import './stars.css';

/**
 * A rating as five stars, filled to the rating (R25.6). The stars are a picture; the words
 * ("4.5 out of 5") are what a screen reader hears, or what the page shows next to them.
 */
export function Stars({ rating, words = 'hidden' }: { rating: number; words?: 'shown' | 'hidden' | 'beside' }) {
  const filled = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className="stars">
      <span className="stars__picture" aria-hidden="true">
        <span className="stars__empty">★★★★★</span>
        <span className="stars__filled" style={{ width: filled }}>
          ★★★★★
        </span>
      </span>
      {/* 'beside': the caller says the rating in its own words next to the stars. */}
      {words === 'beside' ? null : <span className={words === 'shown' ? 'stars__words' : 'visually-hidden'}>{ratingWords(rating)}</span>}
    </span>
  );
}
