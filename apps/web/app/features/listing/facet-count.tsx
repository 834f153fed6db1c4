import { formatCount } from '@atelier/contract/catalogue';

/** The number beside a value; read as '12 products' (its description). */
/** A count from a listing too large to count in full is a lower bound: "120+" (R19.6). */
export function ProductCount({ n, capped }: { n: number; capped?: boolean }) {
  return (
    <>
      {formatCount(n, capped ?? false)}
      <span className="visually-hidden">{n === 1 ? ' product' : ' products'}</span>
    </>
  );
}
