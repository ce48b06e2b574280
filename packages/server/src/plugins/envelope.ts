import { errorMessage, ERRORS, type Envelope, type FieldError, translateFieldMessage } from '@vault/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { requestLanguage } from '../lib/language.js';

/** A successful envelope. */
export const ok = <T>(data: T): Envelope<T> => ({ success: true, data, errorCode: null, errorMsg: null });

function send(reply: FastifyReply, request: FastifyRequest, error: AppError): FastifyReply {
  const language = requestLanguage(request);
  const body: Envelope<null> = {
    success: false,
    data: null,
    errorCode: error.code,
    errorMsg: errorMessage(error.key, language, error.params),
  };
  if (error.fieldErrors?.length) {
    body.fieldErrors = error.fieldErrors.map((f) => ({ path: f.path, message: translateFieldMessage(f.message, language) }));
  }
  if (error.status >= 500) body.requestId = String(request.id);
  return reply.code(error.status).type('application/json').send(body);
}

/** Field errors out of fastify-type-provider-zod's validation failure. */
function fieldErrorsOf(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const params = v.params as { issue?: { path?: PropertyKey[]; message?: string; code?: string } };
    const path = (params.issue?.path ?? []).map(String).join('.') || v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const code = params.issue?.code;
    const message =
      code === 'invalid_type' && v.message?.includes('undefined') ? 'Required' : code === 'too_big' ? 'Too long' : (v.message ?? 'Invalid value');
    return { path, message };
  });
}

/**
 * One error handler maps every failure to the envelope: our AppErrors with their code and status,
 * schema failures as 400 with field details, rate limits as 429, and anything else as a 500 that
 * hides its message and carries the request id instead.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, request, error);
    if (hasZodFastifySchemaValidationErrors(error)) return send(reply, request, new AppError('VALIDATION', fieldErrorsOf(error)));
    if (error.statusCode === 429) return send(reply, request, new AppError('TOO_MANY_REQUESTS'));
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, request, new AppError('PAYLOAD_TOO_LARGE'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: a validation failure, not a crash.
      request.log.info({ err: error }, 'client error');
      return send(reply, request, new AppError('VALIDATION'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, new AppError('INTERNAL'));
  });
});

export { ERRORS };
