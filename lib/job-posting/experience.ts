// Experience text as staff type it ("2-4 years", "Fresher", "BCA with 1 year experience") -> the
// minimum months of experience a job asks for: 0 for freshers, null when the text names no amount
// ("Graduate", "Ex-servicemen preferred"). Pure and client-safe.

const FRESHER =
  /\bfreshers?\b|\bno\s+(?:prior\s+)?experience\b|\bexperience\s+(?:is\s+)?not\s+(?:required|necessary|needed)\b|\bentry[\s-]level\b/i;
// The lower end of "2-4 years", "2+ years", "2 to 4 yrs", "6 months".
const AMOUNT = /(\d+(?:\.\d+)?)\s*\+?\s*(?:(?:-|–|to)\s*\d+(?:\.\d+)?\s*\+?\s*)?(years?|yrs?|months?|mos?)\b/i;
const MAX_MONTHS = 50 * 12;

export function parseExperienceMonths(text: string): number | null {
  if (FRESHER.test(text)) return 0;
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const months = Math.round(/^m/i.test(match[2]) ? amount : amount * 12);
  return months <= MAX_MONTHS ? months : null;
}
