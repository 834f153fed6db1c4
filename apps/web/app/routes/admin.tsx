import { AdminLayout } from '~/features/admin/admin-layout';
import { requireAdmin } from '~/features/admin/admin-api.server.ts';
import type { Route } from './+types/admin';
import '~/features/admin/admin.css';

export const meta = () => [{ title: 'Admin | Atelier' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireAdmin(context);
  return { email: user.email };
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  return <AdminLayout email={loaderData.email} />;
}
