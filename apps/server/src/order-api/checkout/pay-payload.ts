import { fieldErrors } from '@shortlist/domain/field-errors';
import { type PlaceOrderRequest, ZPlaceOrderRequest } from '@shortlist/domain/orders/api-contracts';
import { AppError } from '../../platform/errors.ts';
import { JSON_DEPTH_MAX, nestsDeeperThan } from '../../platform/json-body.ts';

function refused(path: string, code: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path, code, message: code }] });
}

/**
 * The `payload` field of the pay form read as the place-order request it carries: JSON, under
 * the same nesting limit as a JSON body, then checked by the JSON call's own schema. Every
 * refusal is a 400 VALIDATION_FAILED whose fields are under `payload.`, before anything is
 * written. `JSON.parse` makes `__proto__` an ordinary key, which the strict schema refuses.
 */
export function readPayPayload(text: string): PlaceOrderRequest {
  if (nestsDeeperThan(text, JSON_DEPTH_MAX)) throw refused('payload', 'JSON_TOO_DEEP');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refused('payload', 'JSON_INVALID');
  }
  const parsed = ZPlaceOrderRequest.safeParse(json);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      fields: fieldErrors(parsed.error).map((field) => ({
        ...field,
        path: field.path ? `payload.${field.path}` : 'payload',
      })),
    });
  }
  return parsed.data;
}
