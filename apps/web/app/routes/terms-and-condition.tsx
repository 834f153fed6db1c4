import { redirect } from 'react-router';

/** The second spelling of the terms address, kept working for old links (R12.1). */
export function loader() {
  throw redirect('/terms-and-conditions', 301);
}
