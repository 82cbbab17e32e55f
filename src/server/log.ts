/**
 * What the shop's parts log through: the app's logger (Fastify's pino) as they call it, an object
 * of fields then a message. Each part asks only for the levels it uses (`Pick<Log, 'info' | 'error'>`),
 * so a test passes a silent one with just those.
 */
export interface Log {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}
