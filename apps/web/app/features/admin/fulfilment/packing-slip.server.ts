import * as fulfilmentEndpoints from '@atelier/contract/fulfilment/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { encode } from 'uqr';
import type { AppLoadContext } from 'react-router';
import { adminGet, requireAdmin } from '../admin-api.server.ts';

/** The order number as a QR code: one SVG path of its dark modules, drawn on the server. */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')));
  return { size, d };
}

export async function packingSlipLoader(context: AppLoadContext, guid: string) {
  await requireAdmin(context);
  const slip = await adminGet(callApi(context, fulfilmentEndpoints.packingSlip, { params: { guid } }));
  return { slip, qr: qrPath(slip.orderNumber) };
}
