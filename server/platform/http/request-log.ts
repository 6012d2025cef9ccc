import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * One line a request, once it is answered: its id, method and path (see
 * log-serializers.ts), status and time. Fastify's default writes two
 * ("incoming request", then "request completed"), about 370 bytes a request.
 * Errors are still logged as Fastify does.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      req: request,
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
