import { data, Link } from 'react-router';

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page not found | Atelier' }];
}

export default function NotFound() {
  return (
    <main>
      <p>Whoops! We couldn&apos;t find the page you were looking for.</p>
      <Link to="/">Return to Homepage</Link>
    </main>
  );
}
