/** Birthday: a real YYYY-MM-DD date from 1900-01-01 to the end of the current year; age check. */

export const BIRTHDAY_MIN_YEAR = 1900;

/** The date a YYYY-MM-DD string names (UTC), or null when it names none (e.g. 2023-02-30). */
export function parseBirthday(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

export function birthdayInRange(value: string, now: Date = new Date()): boolean {
  const date = parseBirthday(value);
  if (!date) return false;
  const year = date.getUTCFullYear();
  return year >= BIRTHDAY_MIN_YEAR && year <= now.getUTCFullYear();
}

/** Whole years between the birthday and `now`. */
export function ageOn(value: string, now: Date = new Date()): number {
  const date = parseBirthday(value);
  if (!date) return -1;
  let age = now.getUTCFullYear() - date.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < date.getUTCMonth() || (now.getUTCMonth() === date.getUTCMonth() && now.getUTCDate() < date.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}
