/**
 * Spreadsheet formula injection: a cell whose text begins with =, +, -, @, tab or carriage return
 * is read by spreadsheet programs as a formula. Every exported (or re-imported) text cell goes
 * through `safeCell`, which puts a single quote in front of such text so it stays text.
 */

/** The first characters that make a spreadsheet read a cell as a formula. */
export const FORMULA_STARTS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/** True when text would be read as a formula if written into a cell as is. */
export const looksLikeFormula = (text: string): boolean => text.length > 0 && FORMULA_STARTS.includes(text.charAt(0));

/** The text to write into a cell: formula-looking text gets a leading single quote, other text is unchanged. */
export const safeCell = (text: string): string => (looksLikeFormula(text) ? `'${text}` : text);
