import type { AdminPeopleService } from './people-service.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as messagesEndpoints from '@atelier/contract/messages/endpoints';
import * as staffEndpoints from '@atelier/contract/staff/endpoints';

/** Newsletter subscribers, contact messages and the audit log. */
export function peopleRoutes(app: AdminApp, { audit, adminId }: AdminRouteKit, people: AdminPeopleService): void {
  registerEndpoint(app, messagesEndpoints.subscribers, (req) => people.subscribers(req.query.page));
  registerEndpoint(app, messagesEndpoints.exportSubscribers, async (req, reply) => {
    const { csv, count } = await people.subscribersCsv();
    await audit.record(await adminId(req), { action: 'newsletter.export', target: 'newsletter subscribers', detail: { rows: count } });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="atelier-subscribers.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
  registerEndpoint(app, messagesEndpoints.contactMessages, (req) => people.messages(req.query.page));
  registerEndpoint(app, messagesEndpoints.markMessageHandled, async (req) => {
    const { email } = await people.setHandled(req.params.id, req.body.handled);
    await audit.record(await adminId(req), {
      action: req.body.handled ? 'message.handled' : 'message.reopened',
      target: `message ${req.params.id} from ${email}`,
    });
    return { message: req.body.handled ? 'Marked as handled.' : 'Marked as not handled.' };
  });
  registerEndpoint(app, staffEndpoints.auditLog, (req) => audit.list(req.query));
}
