import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointSpec } from '@atelier/contract/shared/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route registered from a contract declaration (the seam test reads it). */
    endpoint?: EndpointSpec;
  }
}

/** A zod-typed Fastify instance (any plugin's `fastify.withTypeProvider<ZodTypeProvider>()`). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema of a declaration: request and answer types flow from it as before. */
type SchemaOf<E extends EndpointSpec> = {
  params: E extends { params: infer S } ? S : undefined;
  querystring: E extends { query: infer S } ? S : undefined;
  headers: E extends { headers: infer S } ? S : undefined;
  body: E extends { body: infer S } ? S : undefined;
  response: E extends { response: infer S } ? S : undefined;
};

export type EndpointHandler<E extends EndpointSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** What a route adds to its declaration: its guards and limits, never its path or schemas. */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers `e` on `app` from its declaration: method, path (less the plugin's prefix) and the
 * schemas that validate the request, serialise the answer and make /api/docs.
 */
export function registerEndpoint<E extends EndpointSpec>(app: ZodApp, e: E, handler: EndpointHandler<E>): void;
export function registerEndpoint<E extends EndpointSpec>(app: ZodApp, e: E, options: EndpointOptions, handler: EndpointHandler<E>): void;
export function registerEndpoint<E extends EndpointSpec>(
  app: ZodApp,
  e: E,
  a: EndpointOptions | EndpointHandler<E>,
  b?: EndpointHandler<E>,
): void {
  const [options, handler] = typeof a === 'function' ? [{}, a] : [a, b!];
  if (!e.path.startsWith(app.prefix)) throw new Error(`${e.method} ${e.path} is declared outside this plugin's prefix ${app.prefix}`);
  const schema = {
    tags: [...e.tags],
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.headers ? { headers: e.headers } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.response ? { response: e.response } : {}),
  };
  app.route({
    ...options,
    method: e.method,
    url: e.path.slice(app.prefix.length),
    schema,
    config: { ...options.config, endpoint: e },
    handler: handler as RouteHandlerMethod,
  });
}
