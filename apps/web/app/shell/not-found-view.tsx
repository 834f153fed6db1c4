import { Link } from 'react-router';

/** The page every unknown address and unknown product shows, with status 404. */
export function NotFoundView() {
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      {/* Drawn by CSS from the attribute: decoration, not text. */}
      <div className="not-found__code" data-code="404" aria-hidden="true" />
      <h1 id="not-found-title" className="not-found__title">
        Whoops! We couldn&apos;t find the page you were looking for.
      </h1>
      <p className="not-found__text">The page may have moved, or the address may be mistyped.</p>
      <div className="not-found__actions">
        <Link to="/" className="btn">
          Return to Homepage
        </Link>
        <Link to="/product-list" className="btn btn--outline">
          Shop All
        </Link>
      </div>
    </section>
  );
}
