import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { TwoStepPage } from '~/features/admin/staff/two-step-page';
import { twoStepAction } from '~/features/admin/staff/two-step.server.ts';
import type { Route } from './+types/admin-two-step';

export const meta = () => [{ title: 'Two-step sign-in | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const me = await adminGet(callApi(context, staffEndpoints.staffMe));
  return { me };
}

export const action = ({ context, request }: Route.ActionArgs) => twoStepAction(context, request);

export default function AdminTwoStep({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoStepPage me={loaderData.me} result={actionData} />;
}
