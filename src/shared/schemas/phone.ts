import { z } from 'zod';

export const phoneMessages = {
  required: 'Phone number is required',
  tooShort: 'Phone number must have at least 11 digits',
  invalid: 'Phone number may contain only digits, spaces, dashes and a leading +',
} as const;

const MIN_DIGITS = 11;
const MAX_DIGITS = 15;

/** SPEC §6 and §9: at least 11 digits; spaces, dashes and a leading + allowed. */
export const phoneSchema = z
  .string({ error: phoneMessages.required })
  .trim()
  .min(1, phoneMessages.required)
  .regex(/^\+?[\d\s-]+$/, phoneMessages.invalid)
  .refine((value) => value.replace(/\D/g, '').length >= MIN_DIGITS, phoneMessages.tooShort)
  .refine((value) => value.replace(/\D/g, '').length <= MAX_DIGITS, `Phone number must have at most ${MAX_DIGITS} digits`)
  .describe(`A phone number of ${MIN_DIGITS} to ${MAX_DIGITS} digits; spaces, dashes and a leading + are allowed, e.g. +49 170 1234567`);
