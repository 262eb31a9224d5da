// Indian identifier formats, shared by client and server validation.

// Verhoeff checksum tables (dihedral group D5), as used by UIDAI for Aadhaar's last digit.
const d = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const p = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Verhoeff's running check over the digits, right to left; `shift` 1 leaves room for a check digit. */
function verhoeff(digits: string, shift: 0 | 1): number {
  let c = 0;
  [...digits].reverse().forEach((ch, i) => {
    c = d[c][p[(i + shift) % 8][Number(ch)]];
  });
  return c;
}

export function verhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeff(digits, 0) === 0;
}

/** The check digit that makes `digits + check` pass Verhoeff. */
export function verhoeffCheckDigit(digits: string): string {
  return String(inv[verhoeff(digits, 1)]);
}

/** 12 digits, not starting with 0 or 1 (UIDAI never issues those), valid Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  const digits = value.replace(/\s/g, "");
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
}

/** Five letters, four digits, one letter (AAAAA9999A). */
export function isValidPan(value: string): boolean {
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(value.trim().toUpperCase());
}

/** Four letters, a zero, six letters or digits (e.g. SBIN0001234). */
export function isValidIfsc(value: string): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value.trim().toUpperCase());
}

/** Indian mobile: 10 digits starting 6-9. */
export function isValidMobile(value: string): boolean {
  return /^[6-9]\d{9}$/.test(value.trim());
}
