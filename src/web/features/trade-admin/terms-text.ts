/** Payment terms in words: "30 days", or that the account does not pay on invoice. */
export function termsText(days: number): string {
  if (days === 0) return 'No invoice payment';
  return days === 1 ? '1 day' : `${days} days`;
}
