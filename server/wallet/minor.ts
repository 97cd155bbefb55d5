/** Minor units from the database (bigint arrives as a string, a bigint or a number) as a safe integer. */
export function minor(value: unknown): number {
  const n = typeof value === 'bigint' ? Number(value) : typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new Error(`ledger: not a safe integer amount: ${String(value)}`);
  return n;
}
