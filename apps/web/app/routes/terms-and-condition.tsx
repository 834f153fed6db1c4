import { redirect } from 'react-router';

/** The second spelling of the terms address, kept working for old links (decisions 28). */
export function loader() {
  throw redirect('/terms-and-conditions', 301);
}
