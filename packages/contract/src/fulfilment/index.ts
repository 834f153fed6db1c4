// The fulfilment domain's public surface: what the API and the web may import from @atelier/contract/fulfilment.
export { ORDER_CSV_COLUMNS, OrderNoteBody, OrderNotes, PackingSlip } from './packing-slip.ts';
export {
  type Carrier,
  CARRIER_LABELS,
  CARRIERS,
  normaliseTrackingNumber,
  type Tracking,
  TRACKING_NUMBER_PATTERN,
  trackingOf,
} from './tracking.ts';
