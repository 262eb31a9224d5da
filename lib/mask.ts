// Masking for identifiers shown outside the owning admin's detail view.

/** Digits and letters only, upper-cased: "1234 5678 9012" -> "123456789012". */
export function normalizeId(value: string): string {
  return value.replace(/[^0-9a-z]/gi, "").toUpperCase();
}

export function last4(value: string): string {
  return normalizeId(value).slice(-4);
}

/** "XXXX XXXX 9012" for Aadhaar (12 digits in groups of four). */
export function maskAadhaar(lastFour: string): string {
  return `XXXX XXXX ${lastFour}`;
}

/** "XXXXXX234F" for PAN (10 characters). */
export function maskPan(lastFour: string): string {
  return `${"X".repeat(6)}${lastFour}`;
}

/** "XXXXXXXX1234" for bank accounts, whatever their length. */
export function maskAccount(lastFour: string): string {
  return `${"X".repeat(8)}${lastFour}`;
}
