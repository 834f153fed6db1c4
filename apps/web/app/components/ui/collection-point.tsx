import { useShopTerms } from '~/lib/shop-terms';

/**
 * Where a Click & collect order is picked up, in place of a delivery address (R20.18): the studio's
 * address and hours from the settings in force (R22.21), and who collects it.
 */
export function CollectionPoint({
  who,
  headingId,
  headingClass,
  addressClass,
  as: Heading = 'h2',
}: {
  who: { fullName: string; phoneNumber: string };
  headingId: string;
  headingClass: string;
  addressClass: string;
  as?: 'h2' | 'h3';
}) {
  const terms = useShopTerms();
  return (
    <>
      <Heading id={headingId} className={headingClass}>
        Collect from our studio
      </Heading>
      {terms ? (
        <address className={addressClass}>
          {terms.delivery.collectionAddressLines.map((l, i) => (
            <span key={i}>{l}</span>
          ))}
          {terms.delivery.collectionHours ? <span>Open {terms.delivery.collectionHours}</span> : null}
        </address>
      ) : null}
      <p className={addressClass}>
        <span>Collected by {who.fullName}</span>
        {who.phoneNumber ? <span>{who.phoneNumber}</span> : null}
      </p>
    </>
  );
}
