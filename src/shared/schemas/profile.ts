import { z } from 'zod';
import { nameSchema } from './accounts.js';
import { phoneSchema } from './phone.js';

export const profileMessages = {
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Enter the date of birth as a date',
  dateOfBirthFuture: 'Date of birth must be in the past',
  ageRange: 'Age must be between 13 and 120',
  hometownRequired: 'Hometown is required',
  nationalityRequired: 'Nationality is required',
  educationRequired: 'Education is required',
  saved: 'Your profile has been saved',
} as const;

export const MIN_AGE = 13;
export const MAX_AGE = 120;

/** Whole years between a date of birth (YYYY-MM-DD) and today, as people count them. */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function requiredText(message: string, max = 100) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

export const dateOfBirthSchema = z
  .string({ error: profileMessages.dateOfBirthRequired })
  .min(1, profileMessages.dateOfBirthRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, profileMessages.dateOfBirthInvalid)
  .refine(isRealDate, profileMessages.dateOfBirthInvalid)
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() < Date.now(), profileMessages.dateOfBirthFuture)
  .refine((value) => {
    const age = ageOn(value);
    return age >= MIN_AGE && age <= MAX_AGE;
  }, profileMessages.ageRange);

/** SPEC §9: what the My Profile form sends. Email comes from the account and is not editable. */
export const profileUpdateSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  dateOfBirth: dateOfBirthSchema,
  hometown: requiredText(profileMessages.hometownRequired),
  nationality: requiredText(profileMessages.nationalityRequired),
  education: requiredText(profileMessages.educationRequired, 200),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileForm = z.input<typeof profileUpdateSchema>;

/** GET /api/profile: the saved profile; fields never saved are null. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  age: z.number().int().nullable(),
  hometown: z.string().nullable(),
  nationality: z.string().nullable(),
  education: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
