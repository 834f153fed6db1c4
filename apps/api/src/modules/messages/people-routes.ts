import { z } from 'zod';
import { AuditList, AuditQuery, MessageList, OkResponse, PageQuery, SubscriberList } from '@atelier/contract/shared';
import { AdminIdParams } from '@atelier/contract/catalogue';
import type { AdminPeopleService } from './people-service.ts';
import { errors, tags, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';

/** Newsletter subscribers, contact messages and the audit log. */
export function peopleRoutes(app: AdminApp, { audit, adminId }: AdminRouteKit, people: AdminPeopleService): void {
  app.get(
    '/subscribers',
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first',
        querystring: PageQuery,
        response: { 200: SubscriberList, ...errors },
      },
    },
    (req) => people.subscribers(req.query.page),
  );
  app.get(
    '/subscribers/export',
    { schema: { tags, summary: 'Subscribed addresses as CSV (email, subscribed_at)', response: { 200: z.string(), ...errors } } },
    async (req, reply) => {
      const { csv, count } = await people.subscribersCsv();
      await audit.record(await adminId(req), { action: 'newsletter.export', target: 'newsletter subscribers', detail: { rows: count } });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="atelier-subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  app.get(
    '/messages',
    { schema: { tags, summary: 'Contact-form messages, newest first', querystring: PageQuery, response: { 200: MessageList, ...errors } } },
    (req) => people.messages(req.query.page),
  );
  app.post(
    '/messages/:id/handled',
    {
      schema: {
        tags,
        summary: 'Mark a message handled (or not)',
        params: AdminIdParams,
        body: z.strictObject({ handled: z.boolean() }),
        response: { 200: OkResponse, ...errors },
      },
    },
    async (req) => {
      const { email } = await people.setHandled(req.params.id, req.body.handled);
      await audit.record(await adminId(req), {
        action: req.body.handled ? 'message.handled' : 'message.reopened',
        target: `message ${req.params.id} from ${email}`,
      });
      return { message: req.body.handled ? 'Marked as handled.' : 'Marked as not handled.' };
    },
  );
  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'Every admin action in words: who, what, when; newest first, by person, kind (order, product, ...) and UK days',
        querystring: AuditQuery,
        response: { 200: AuditList, ...errors },
      },
    },
    (req) => audit.list(req.query),
  );
}
